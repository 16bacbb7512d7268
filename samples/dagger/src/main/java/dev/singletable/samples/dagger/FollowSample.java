package dev.singletable.samples.dagger;

import dev.singletable.testing.LocalDynamoDb;
import java.util.List;
import java.util.Locale;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Builds {@link SocialComponent} with Dagger and runs its {@link FollowService}. The table name is
 * {@code SINGLETABLE_SAMPLE_TABLE}, default {@code singletable-dagger-sample}.
 *
 * <ul>
 *   <li>By default, on an embedded dynalite: {@code createIfMissing()} makes the table, then a few users
 *       follow one another and their followers are listed page by page.</li>
 *   <li>With {@code --production [user ...]}, on DynamoDB as the AWS SDK's default configuration says
 *       (region, credentials, {@code AWS_ENDPOINT_URL_DYNAMODB}): {@code verify()} checks the table the
 *       infrastructure made, with one DescribeTable, and never creates it; then the counts and first
 *       followers of each user named are printed. Nothing is written.</li>
 * </ul>
 */
public final class FollowSample {

  private FollowSample() {}

  public static void main(String[] args) {
    String tableName = System.getenv().getOrDefault("SINGLETABLE_SAMPLE_TABLE", "singletable-dagger-sample");
    List<String> arguments = List.of(args);
    if (arguments.contains("--production")) {
      try (DynamoDbClient client = DynamoDbClient.builder().httpClientBuilder(Apache5HttpClient.builder()).build()) {
        SocialComponent social = DaggerSocialComponent.factory().create(client, tableName);
        social.table().verify();
        System.out.println("table " + tableName + " matches the model");
        for (String user : arguments) {
          if (!user.equals("--production")) {
            print(social.followService(), user);
          }
        }
      }
      return;
    }
    try (LocalDynamoDb dynalite = LocalDynamoDb.start(); DynamoDbClient client = dynalite.newClient()) {
      SocialComponent social = DaggerSocialComponent.factory().create(client, tableName);
      social.table().createIfMissing();
      System.out.println("table " + tableName + " on embedded dynalite at " + dynalite.endpoint());
      demo(social.followService());
    }
  }

  private static void demo(FollowService service) {
    for (String user : List.of("alice", "bob", "carol", "dave", "erin")) {
      service.join(user, user.substring(0, 1).toUpperCase(Locale.ROOT) + user.substring(1));
    }
    for (String follower : List.of("alice", "carol", "dave", "erin")) {
      service.follow(follower, "bob");
    }
    service.follow("bob", "alice");
    System.out.println("bob's followers, 3 a page:");
    FollowerPage page = service.followers("bob", 3);
    System.out.println("  " + page.followers());
    while (page.nextCursor().isPresent()) {
      page = service.followers("bob", 3, page.nextCursor().get());
      System.out.println("  " + page.followers());
    }
    print(service, "bob");
    System.out.println("erin unfollows bob: " + service.unfollow("erin", "bob"));
    print(service, "bob");
    print(service, "erin");
  }

  private static void print(FollowService service, String user) {
    service.counts(user).ifPresentOrElse(
        counts -> System.out.println(user + " follows " + counts.following() + " and has " + counts.followers()
            + " followers, first: " + service.followers(user, 10).followers()),
        () -> System.out.println("no user " + user));
  }
}
