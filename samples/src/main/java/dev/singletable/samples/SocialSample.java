package dev.singletable.samples;

import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.SingleTableException;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.SocialGraph;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.testing.LocalDynamoDb;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Loads a small social graph and prints its access patterns.
 *
 * <p>With {@code AWS_ENDPOINT_URL} (or {@code AWS_ENDPOINT_URL_DYNAMODB}) set, or with the
 * argument {@code --aws}, it uses the AWS SDK's default configuration (region, credentials chain,
 * endpoint); otherwise it starts an embedded dynalite. The table name is
 * {@code SINGLETABLE_SAMPLE_TABLE}, default {@code singletable-sample}.
 */
public final class SocialSample {

  private SocialSample() {}

  public static void main(String[] args) throws Exception {
    boolean aws = List.of(args).contains("--aws") || System.getenv("AWS_ENDPOINT_URL") != null
        || System.getenv("AWS_ENDPOINT_URL_DYNAMODB") != null;
    String tableName = System.getenv().getOrDefault("SINGLETABLE_SAMPLE_TABLE", "singletable-sample");
    if (aws) {
      try (DynamoDbClient client = DynamoDbClient.builder().httpClientBuilder(Apache5HttpClient.builder()).build()) {
        System.out.println("singletable sample on DynamoDB as the AWS SDK's default configuration says");
        run(client, tableName);
      }
      return;
    }
    try (LocalDynamoDb dynalite = LocalDynamoDb.start(); DynamoDbClient client = dynalite.newClient()) {
      System.out.println("singletable sample on embedded dynalite at " + dynalite.endpoint());
      run(client, tableName);
    }
  }

  static void run(DynamoDbClient client, String tableName) throws InterruptedException {
    SocialTable table = new SocialTable(client, tableName);
    table.createIfMissing();
    System.out.println("table " + tableName + " is ACTIVE");
    Clock clock = Clock.systemUTC();
    SocialGraph graph = new SocialGraph(table.users(), table.follows(), table.mutes(), clock);
    SampleData.load(graph, clock, System.out);

    System.out.println();
    Page<Follow> following = table.follows().following("alice", ListOptions.defaults().pageSize(10));
    System.out.println("whom alice follows (first page of 10): " + followees(following.items()));

    System.out.println();
    System.out.println("bob's followers, page by page (500 a page, from index GSI1):");
    ListOptions page = ListOptions.defaults().pageSize(500);
    int pages = 0;
    int total = 0;
    while (true) {
      Page<Follow> followers = table.follows().followers("bob", page);
      pages++;
      total += followers.items().size();
      System.out.printf(Locale.ROOT, "  page %d: %d followers, %s .. %s%n", pages, followers.items().size(),
          followers.items().get(0).follower(), followers.items().get(followers.items().size() - 1).follower());
      if (followers.nextCursor().isEmpty()) {
        break;
      }
      page = page.after(followers.nextCursor().get());
    }
    System.out.printf(Locale.ROOT, "  bob has %,d followers in %d pages%n", total, pages);

    System.out.println();
    System.out.println("follow counts on the user items, kept by the counted Follow edges (one GetItem each):");
    for (String id : List.of("alice", "bob", "carol")) {
      printCounts(graph, id);
    }

    System.out.println();
    System.out.println("does alice follow bob? " + (graph.isFollowing("alice", "bob") ? "yes" : "no")
        + " (one GetItem); following again is harmless, created = " + graph.follow("alice", "bob"));
    printCounts(graph, "bob");
    System.out.println("carol follows alice: the follow and both counts in one TransactWriteItems, created = "
        + graph.follow("carol", "alice"));
    printCounts(graph, "alice");
    printCounts(graph, "carol");
    System.out.println("carol unfollows alice, counted alike: deleted = " + graph.unfollow("carol", "alice"));
    printCounts(graph, "alice");
    try {
      graph.follow("alice", "nobody");
    } catch (SingleTableException e) {
      System.out.println("a follow of a user who does not exist writes nothing: " + e.getMessage());
    }
    try {
      graph.follow("alice", "");
    } catch (SingleTableException e) {
      System.out.println("an empty id is refused before any request: " + e.getMessage());
    }

    System.out.println();
    System.out.println("one item collection in the base table: Query PK = ACTOR#alice (follows and mutes side by side)");
    printItems(client, QueryRequest.builder().tableName(tableName)
        .keyConditionExpression("PK = :pk")
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("ACTOR#alice")))
        .limit(8).build(), "PK", "SK");
    System.out.println("the same edges seen from the other end on GSI1: Query GSI1PK = TARGET#bob");
    printItems(client, QueryRequest.builder().tableName(tableName).indexName("GSI1")
        .keyConditionExpression("GSI1PK = :pk")
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("TARGET#bob")))
        .limit(5).build(), "GSI1PK", "GSI1SK");
  }

  private static void printCounts(SocialGraph graph, String id) {
    User user = graph.profile(id).orElseThrow();
    System.out.printf(Locale.ROOT, "  %-5s follows %,5d users and has %,5d followers (profile version %d)%n",
        user.id(), user.following(), user.followers(), user.version());
  }

  private static String followees(List<Follow> follows) {
    return follows.stream().map(Follow::followee).collect(Collectors.joining(", "));
  }

  private static void printItems(DynamoDbClient client, QueryRequest query, String partition, String sort) {
    for (Map<String, AttributeValue> item : client.query(query).items()) {
      System.out.printf(Locale.ROOT, "  %s=%-14s %s=%-16s _type=%-6s  (base PK=%s, SK=%s)%n",
          partition, item.get(partition).s(), sort, item.get(sort).s(), item.get("_type").s(),
          item.get("PK").s(), item.get("SK").s());
    }
  }
}
