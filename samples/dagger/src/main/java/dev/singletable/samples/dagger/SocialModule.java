package dev.singletable.samples.dagger;

import dagger.Module;
import dagger.Provides;
import java.time.Clock;
import javax.inject.Named;
import javax.inject.Singleton;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The generated table and its repositories, as Dagger bindings. The table is built once per component
 * from the {@link DynamoDbClient} and the {@code @Named("tableName")} string that {@link
 * SocialComponent.Factory} binds; each repository is the table's own ({@code table.follows()} always
 * returns the same object), so they need no scope of their own. The generated classes have no
 * {@code @Inject} constructor, hence the {@code @Provides} methods.
 */
@Module
public final class SocialModule {

  private SocialModule() {}

  /** The one table of the component; its constructor sends no request. */
  @Provides
  @Singleton
  static SocialTable table(DynamoDbClient client, @Named("tableName") String tableName) {
    return new SocialTable(client, tableName);
  }

  @Provides
  static UserRepository users(SocialTable table) {
    return table.users();
  }

  @Provides
  static FollowRepository follows(SocialTable table) {
    return table.follows();
  }

  /** When a follow started ({@link Follow#followedAt()}). */
  @Provides
  static Clock clock() {
    return Clock.systemUTC();
  }
}
