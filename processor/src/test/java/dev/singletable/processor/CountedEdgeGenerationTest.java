package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.Listing;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The repositories of an edge that a node counts: they hand the base class the counters, so that a
 * create adds to each counter in its transaction, and gain a recount per counter, and the table's
 * BatchWrite has no methods for that edge. The generated code compiles against the runtime, and is
 * called here on a {@link RecordingDynamoDb}.
 */
class CountedEdgeGenerationTest {

  private static Compilation compileCountedFollow() {
    return Compiler.compile(Sources.socialFollow(), Sources.user(
        "@Node.Id String id,",
        "String name,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long following,",
        "@Attribute(\"followerCount\") @Counter(edge = Follow.class, end = End.TARGET) int followers"));
  }

  /** Each Update of the transaction as its item's PK and the attributes it names besides the key's. */
  private static List<String> updates(TransactWriteItemsRequest transaction) {
    return transaction.transactItems().stream().filter(item -> item.update() != null)
        .map(item -> item.update().key().get("PK").s() + " " + item.update().expressionAttributeNames().values()
            .stream().filter(name -> !name.equals("PK")).sorted().toList())
        .toList();
  }

  @Test
  void theRepositoriesOfACountedEdgeCountAndRecount() {
    Compilation compilation = compileCountedFollow();
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    Object follow = api.make("test.Follow", "alice", "bob");

    RecordingDynamoDb sync = new RecordingDynamoDb();
    assertEquals(true, GeneratedApi.invoke(api.make("test.FollowRepository", sync.client, "t"), "create", follow));
    RecordingDynamoDb async = new RecordingDynamoDb();
    assertEquals(true, GeneratedApi.join(api.make("test.FollowAsyncRepository", async.asyncClient, "t"), "create",
        follow));
    for (RecordingDynamoDb db : List.of(sync, async)) {
      TransactWriteItemsRequest create = db.requests(TransactWriteItemsRequest.class).get(0);
      assertEquals(1, db.requests().size());
      assertEquals("USER#alice", create.transactItems().get(0).put().item().get("PK").s());
      assertEquals(List.of("USER#alice [following]", "USER#bob [followerCount]"), updates(create));
    }

    GeneratedApi.Api repository = api.type("test.FollowRepository");
    assertEquals(List.of("public long recountUserFollowers(String to)"), repository.methods("recountUserFollowers"));
    assertEquals(List.of("public long recountUserFollowing(String from)"), repository.methods("recountUserFollowing"));
    GeneratedApi.Api asyncRepository = api.type("test.FollowAsyncRepository");
    assertEquals(List.of("public CompletableFuture<Long> recountUserFollowers(String to)"),
        asyncRepository.methods("recountUserFollowers"));
    assertEquals(List.of("public CompletableFuture<Long> recountUserFollowing(String from)"),
        asyncRepository.methods("recountUserFollowing"));

    // The listings follow the counting in the wiring, from the source, then from the target on GSI1.
    RecordingDynamoDb lists = new RecordingDynamoDb();
    Object follows = api.make("test.FollowRepository", lists.client, "t");
    ((Listing<?>) GeneratedApi.invoke(follows, "followsOfFrom", "alice")).page();
    ((Listing<?>) GeneratedApi.invoke(follows, "followsOfTo", "bob")).page();
    assertEquals(List.of("null USER#alice", "GSI1 USER#bob"), lists.requests(QueryRequest.class).stream()
        .map(query -> query.indexName() + " " + query.expressionAttributeValues().get(":pk").s()).toList());
  }

  @Test
  void theTargetCounterOfAShardedEdgeIsRecountedOverEveryShardAndTheNodeForwardsToIt() {
    Compilation compilation = Compiler.compile(Sources.edge("test.Follow", "source = \"USER\", target = \"USER\","
        + " invertedIndex = \"GSI1\", invertedIndexShards = 8, table = \"Social\""), Sources.user(
        "@Node.Id String id,",
        "@Counter(edge = Follow.class, end = End.TARGET) long followers"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    for (String repository : new String[] {"test.FollowRepository", "test.FollowAsyncRepository"}) {
      assertEquals("private static final ShardedListingSpec BY_TO", api.type(repository).field("BY_TO"));
    }
    List<String> shards = List.of("USER#bob#0", "USER#bob#1", "USER#bob#2", "USER#bob#3", "USER#bob#4",
        "USER#bob#5", "USER#bob#6", "USER#bob#7");
    RecordingDynamoDb edges = new RecordingDynamoDb();
    assertEquals(0L, GeneratedApi.invoke(api.make("test.FollowRepository", edges.client, "t"),
        "recountUserFollowers", "bob"));
    RecordingDynamoDb asyncEdges = new RecordingDynamoDb();
    assertEquals(0L, GeneratedApi.join(api.make("test.FollowAsyncRepository", asyncEdges.asyncClient, "t"),
        "recountUserFollowers", "bob"));
    RecordingDynamoDb nodes = new RecordingDynamoDb();
    assertEquals(0L, GeneratedApi.invoke(api.make("test.UserRepository", nodes.client, "t"), "recountFollowers",
        "bob"));
    for (RecordingDynamoDb db : List.of(edges, asyncEdges, nodes)) {
      assertEquals(shards, db.requests(QueryRequest.class).stream()
          .map(query -> query.expressionAttributeValues().get(":pk").s()).sorted().toList());
      assertEquals(List.of("USER#bob"), db.requests(UpdateItemRequest.class).stream()
          .map(update -> update.key().get("PK").s()).toList());
      assertEquals(List.of("PK", "followers"), db.requests(UpdateItemRequest.class).get(0)
          .expressionAttributeNames().values().stream().sorted().toList());
    }
  }

  @Test
  void theBatchWriteOfTheTableHasNoMethodsForACountedEdge() {
    GeneratedApi api = GeneratedApi.of(compileCountedFollow());
    for (String table : new String[] {"test.SocialTable", "test.SocialAsyncTable"}) {
      GeneratedApi.Api batch = api.type(table + "$BatchWrite");
      String name = table.substring("test.".length()) + ".BatchWrite";
      assertEquals(List.of("public " + name + " delete(User user)"), batch.methods("delete"));
      assertEquals(List.of(), batch.methods("put"));
    }
  }

  @Test
  void anUncountedEdgePassesNoCounting() {
    Compilation compilation = Compiler.compile(Sources.socialFollow());
    assertThat(compilation).succeeded();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("private static final ListingSpec BY_FROM", "private static final ListingSpec BY_TO"),
        api.type("test.FollowRepository").fields());
    RecordingDynamoDb db = new RecordingDynamoDb();
    GeneratedApi.invoke(api.make("test.FollowRepository", db.client, "t"), "create",
        api.make("test.Follow", "alice", "bob"));
    assertEquals(List.of(PutItemRequest.class), db.requests().stream().map(request -> request.getClass()).toList());
  }
}
