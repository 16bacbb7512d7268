package dev.singletable.samples.dagger;

import dagger.BindsInstance;
import dagger.Component;
import javax.inject.Named;
import javax.inject.Singleton;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What the application gets from Dagger: the service, and the table for its start-up check. Dagger
 * generates {@code DaggerSocialComponent}:
 *
 * <pre>{@code
 * SocialComponent social = DaggerSocialComponent.factory().create(client, "social-prod");
 * social.table().verify();
 * social.followService().follow("alice", "bob");
 * }</pre>
 *
 * <p>The client is handed in rather than built by a module: its owner (the main class, a test) creates
 * it and closes it when done, which a Dagger component, having no shutdown, cannot do.
 */
@Singleton
@Component(modules = SocialModule.class)
public interface SocialComponent {

  /** The table, to create ({@code createIfMissing()}) or check ({@code verify()}) at start-up. */
  SocialTable table();

  /** The service, built once per component. */
  FollowService followService();

  /** The table's {@code follows()}, as the service receives it. */
  FollowRepository follows();

  /** The table's {@code users()}, as the service receives it. */
  UserRepository users();

  /** Builds a component on a client and a physical table name. */
  @Component.Factory
  interface Factory {
    SocialComponent create(@BindsInstance DynamoDbClient client, @BindsInstance @Named("tableName") String tableName);
  }
}
