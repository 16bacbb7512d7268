package dev.singletable.samples;

import dev.singletable.layout.Shards;
import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.SingleTableException;
import dev.singletable.runtime.TransactionCancelledException;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.FollowCondition;
import dev.singletable.samples.social.FollowKeys;
import dev.singletable.samples.social.Mute;
import dev.singletable.samples.social.SocialGraph;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.User;
import dev.singletable.samples.social.UserCollectionPage;
import dev.singletable.samples.social.UserUpdate;
import dev.singletable.testing.LocalDynamoDb;
import dev.singletable.testing.RequestCounter;
import java.net.URL;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

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
    RequestCounter requests = new RequestCounter();
    if (aws) {
      try (DynamoDbClient client = DynamoDbClient.builder().httpClientBuilder(Apache5HttpClient.builder())
          .overrideConfiguration(c -> c.addExecutionInterceptor(requests)).build()) {
        System.out.println("singletable sample on DynamoDB as the AWS SDK's default configuration says");
        run(client, tableName, requests);
      }
      return;
    }
    try (LocalDynamoDb dynalite = LocalDynamoDb.start(); DynamoDbClient client = dynalite.newClient(requests)) {
      System.out.println("singletable sample on embedded dynalite at " + dynalite.endpoint());
      run(client, tableName, requests);
    }
  }

  /** Runs the sample on {@code client}, which counts its requests in {@code requests}. */
  static void run(DynamoDbClient client, String tableName, RequestCounter requests) throws InterruptedException {
    SocialTable table = new SocialTable(client, tableName);
    table.createIfMissing();
    System.out.println("table " + tableName + " is ACTIVE");
    Clock clock = Clock.systemUTC();
    SocialGraph graph = new SocialGraph(table.users(), table.follows(), table.mutes(), clock);
    SampleData.load(graph, clock, System.out);

    System.out.println();
    Page<Follow> following = table.follows().following("alice").page(ListOptions.defaults().pageSize(10));
    System.out.println("whom alice follows (first page of 10, one Query): " + followees(following.items()));

    System.out.println();
    System.out.printf(Locale.ROOT, "bob's followers, newest first, page by page (500 a page, from index GSI1, merged"
        + " from its %d shards in followedAt order):%n", FollowKeys.INVERTED_INDEX_SHARDS);
    ListOptions page = ListOptions.defaults().pageSize(500).descending();
    int pages = 0;
    int total = 0;
    while (true) {
      long queries = requests.count("Query");
      Page<Follow> followers = table.follows().followers("bob").page(page);
      pages++;
      total += followers.items().size();
      System.out.printf(Locale.ROOT, "  page %d: %d followers, %s .. %s (%d Queries)%n", pages,
          followers.items().size(), followers.items().get(0).follower(),
          followers.items().get(followers.items().size() - 1).follower(), requests.count("Query") - queries);
      if (followers.nextCursor().isEmpty()) {
        break;
      }
      page = page.after(followers.nextCursor().get());
    }
    System.out.printf(Locale.ROOT, "  bob has %,d followers in %d pages%n", total, pages);
    Listing<Follow> lastHour = table.follows().followers("bob", Range.after(clock.instant().minus(Duration.ofHours(1))));
    System.out.printf(Locale.ROOT, "  followed bob in the last hour (a Range of followedAt, newest first): %s (count: %d)%n",
        followers(lastHour.page(ListOptions.defaults().descending()).items()), lastHour.count());
    System.out.print("  where they sit: one index partition per shard, each shard picked from the follower's id:");
    for (int shard = 0; shard < FollowKeys.INVERTED_INDEX_SHARDS; shard++) {
      String partition = Shards.partition(FollowKeys.targetKey("bob"), shard);
      System.out.printf(Locale.ROOT, "%s GSI1PK=%s %d", shard == 0 ? "" : ",", partition, count(client, tableName,
          partition));
    }
    System.out.println();

    System.out.println();
    System.out.println("follow counts on the user items, imported with them and kept by the counted Follow"
        + " edges since (one GetItem each):");
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
    try {
      Instant hourAgo = clock.instant().minus(Duration.ofHours(1));
      table.follows().delete("carol", "alice", FollowCondition.followedAt().lt(hourAgo));
    } catch (ConditionFailedException e) {
      System.out.println("carol unfollows alice only if she followed over an hour ago (a typed condition on the"
          + " Delete of the counted transaction): not applied, nothing changed, failed on " + e.failedAttributes());
    }
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

    composedTransactions(table, clock);

    System.out.println();
    System.out.println("alice's item collection, her user item beside her follows and mutes in PK = ACTOR#alice"
        + " (one Query a page):");
    UserCollectionPage collection = table.users().collection("alice").page(ListOptions.defaults().pageSize(50));
    User alice = collection.user().orElseThrow();
    System.out.printf(Locale.ROOT, "  user:    %s \"%s\", follows %d, %d followers%n", alice.id(), alice.name(),
        alice.following(), alice.followers());
    System.out.println("  follows: " + followees(collection.follows()));
    System.out.println("  mutes:   " + collection.mutes().stream().map(Mute::muted).collect(Collectors.joining(", ")));
    System.out.println("  more pages: " + (collection.nextCursor().isPresent() ? "yes" : "no"));

    printModelFiles();
  }

  /**
   * Where the build put the table's model: the descriptor {@code modelDescriptor()} returns, and the
   * infrastructure exports beside it (in the class output, so in the jar).
   */
  private static void printModelFiles() {
    System.out.println();
    String folder = "META-INF/singletable/" + SocialTable.class.getName();
    URL descriptor = SocialTable.class.getClassLoader().getResource(folder + ".json");
    System.out.println("the table's model, written by the build beside SocialTable (SocialTable.modelDescriptor()"
        + " returns the first, " + SocialTable.modelDescriptor().length() + " characters):");
    System.out.println("  " + descriptor);
    for (String export : List.of("cloudformation.json", "cloudformation.yaml", "terraform.tf", "cdk.ts",
        "SocialTableCdk.java", "workbench.json", "access-patterns.md")) {
      URL file = SocialTable.class.getClassLoader().getResource(folder + "/" + export);
      System.out.println("  " + (file == null ? folder + "/" + export + " (not written: see -Asingletable.exports)"
          : file));
    }
  }

  /**
   * One composed transaction that commits, the same again from stale reads, cancelled and read action
   * by action, and one more that undoes the first, so that a second run finds the table as the first did.
   */
  private static void composedTransactions(SocialTable table, Clock clock) {
    System.out.println();
    System.out.println("one composed transaction (table.transaction(), one TransactWriteItems): carol follows"
        + " user2100, user2099's profile is renamed at the version read, bob must exist:");
    User fan = table.users().get("user2099", ReadConsistency.STRONG).orElseThrow();
    Follow follow = new Follow("carol", "user2100", clock.instant());
    TransactionResult committed = table.transaction()
        .create(table.follows(), follow)
        .update(table.users(), fan, UserUpdate.of().name("A fan of bob"))
        .checkExists(table.users(), new User("bob", null, 0, 0, 0))
        .commit();
    System.out.println("  committed " + committed.actions().size() + " actions (the follow brought its two counter"
        + " updates): " + committed.actions().stream().map(action -> action.operation() + " " + action.entity()
            + " " + action.partitionKey()).collect(Collectors.joining(", ")));
    User renamed = table.users().get("user2099", ReadConsistency.STRONG).orElseThrow();
    System.out.printf(Locale.ROOT, "  user2100 has %d follower; user2099 is \"%s\" at version %d%n",
        table.users().get("user2100", ReadConsistency.STRONG).orElseThrow().followers(), renamed.name(),
        renamed.version());
    try {
      table.transaction()
          .create(table.follows(), follow)
          .update(table.users(), fan, UserUpdate.of().name("A fan of bob"))
          .commit();
    } catch (TransactionCancelledException e) {
      System.out.println("the same again, from the profile read before: cancelled, nothing written; per action,"
          + " in request order:");
      for (TransactionCancelledException.Outcome outcome : e.outcomes()) {
        System.out.println("  " + outcome + outcome.stored(User.class).map(user -> " (stored: version "
            + user.version() + ")").orElse(""));
      }
    }
    TransactionResult undone = table.transaction()
        .delete(table.follows(), follow)
        .update(table.users(), renamed, UserUpdate.of().name(fan.name()))
        .commit();
    System.out.println("undone in one more transaction of " + undone.actions().size() + " actions: user2100 has "
        + table.users().get("user2100", ReadConsistency.STRONG).orElseThrow().followers() + " followers again");
  }

  /** How many items the index partition {@code partition} of GSI1 holds: a Query with Select COUNT. */
  private static int count(DynamoDbClient client, String tableName, String partition) {
    return client.queryPaginator(QueryRequest.builder().tableName(tableName).indexName(FollowKeys.INVERTED_INDEX)
        .keyConditionExpression("GSI1PK = :pk").select(Select.COUNT)
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partition))).build())
        .stream().mapToInt(QueryResponse::count).sum();
  }

  private static void printCounts(SocialGraph graph, String id) {
    User user = graph.profile(id).orElseThrow();
    System.out.printf(Locale.ROOT, "  %-5s follows %,5d users and has %,5d followers (profile version %d)%n",
        user.id(), user.following(), user.followers(), user.version());
  }

  private static String followees(List<Follow> follows) {
    return follows.stream().map(Follow::followee).collect(Collectors.joining(", "));
  }

  private static String followers(List<Follow> follows) {
    return follows.stream().map(Follow::follower).collect(Collectors.joining(", "));
  }

}
