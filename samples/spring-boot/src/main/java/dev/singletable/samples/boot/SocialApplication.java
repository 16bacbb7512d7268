package dev.singletable.samples.boot;

import dev.singletable.spring.test.LocalDynamoDbInitializer;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The follow-graph service. {@code SocialTable}, {@link UserRepository} and {@link FollowRepository}
 * are the starter's beans; {@link FollowService} and {@link FollowController} are all this
 * application adds.
 *
 * <ul>
 *   <li>By default (the profile {@code local}): on an embedded dynalite that {@link
 *       LocalDynamoDbInitializer} starts, with {@code singletable.startup=create-if-missing}
 *       ({@code application-local.properties}). Nothing outlives the process.</li>
 *   <li>With any other profile ({@code --spring.profiles.active=aws}): on DynamoDB as the AWS SDK's
 *       default configuration says (region, credentials, {@code AWS_ENDPOINT_URL_DYNAMODB}), with
 *       {@code singletable.startup=verify} ({@code application.properties}): one DescribeTable checks
 *       the table the infrastructure made, and start-up fails if it is missing or differs.</li>
 * </ul>
 */
@SpringBootApplication
public class SocialApplication {

  public static void main(String[] args) {
    SpringApplication application = new SpringApplication(SocialApplication.class);
    application.setDefaultProperties(Map.of("spring.profiles.default", "local"));
    application.addInitializers(context -> {
      if (context.getEnvironment().matchesProfiles("local")) {
        new LocalDynamoDbInitializer().initialize(context);
      }
    });
    application.run(args);
  }
}
