package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import dev.singletable.processor.validate.Message;
import dev.singletable.runtime.AsyncListing;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.Listing;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * {@code invertedIndexShards}: the refused counts, and what a sharded edge generates. The annotation
 * spans several lines, one member a line, so each test shows the error is on the value that is wrong.
 */
class ShardDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** test.Follow with these {@code @Edge} members; {@code invertedIndexShards} is on line 9. */
  private static JavaFileObject follow(String index, int shards) {
    return Sources.source("test.Follow",
        "@Edge(",
        "    source = \"ACTOR\",",                                                  // line 7
        "    target = \"TARGET\"" + index + ",",                                    // line 8
        "    invertedIndexShards = " + shards + ")",                                // line 9
        "record Follow(@Edge.Source String follower, @Edge.Target String followee) {}");
  }

  @Covers(Message.INVALID_SHARD_COUNT)
  @ParameterizedTest
  @ValueSource(ints = {0, -1, 65, 1000})
  void shardCountOutOfRange(int shards) {
    JavaFileObject source = follow(", invertedIndex = \"GSI1\"", shards);

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_SHARD_COUNT, source, 9, "[SingletableInvalidShardCount] An inverted"
        + " index has 1 to 64 shards; invertedIndexShards of Follow is " + shards + ". Use 1 (unsharded) for most"
        + " targets, or a power of two such as 16 for a hot one.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.SHARDS_WITHOUT_INDEX)
  @Test
  void shardsWithoutAnInvertedIndex() {
    JavaFileObject source = follow("", 16);

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.SHARDS_WITHOUT_INDEX, source, 9, "[SingletableShardsWithoutIndex] Only an"
        + " inverted index can be sharded; Follow has invertedIndexShards = 16 but no invertedIndex. Add"
        + " invertedIndex = \"GSI1\", or remove invertedIndexShards.");
    Expect.nothingGenerated(processor);
  }

  @Test
  void oneShardAndSixtyFourShardsAreAccepted() {
    assertThat(Compiler.compile(follow(", invertedIndex = \"GSI1\"", 1))).succeededWithoutWarnings();
    assertThat(Compiler.compile(follow(", invertedIndex = \"GSI1\"", 64))).succeededWithoutWarnings();
  }

  @Test
  void aShardedEdgeWritesTheShardedIndexKeyAndListsThroughTheShards() {
    Compilation compilation = Compiler.compile(follow(", invertedIndex = \"GSI1\"", 16));

    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api keys = api.type("test.FollowKeys");
    assertEquals("public static final int INVERTED_INDEX_SHARDS", keys.field("INVERTED_INDEX_SHARDS"));
    assertEquals(16, keys.value("INVERTED_INDEX_SHARDS"));
    // Each edge's index key is its target's partition in the shard of its source.
    Set<String> partitions = new TreeSet<>();
    for (int i = 0; i < 100; i++) {
      Map<String, AttributeValue> item = mapper(api).toItem(api.make("test.Follow", "u" + i, "bob"));
      assertEquals(Shards.partition("TARGET#bob", Shards.of("u" + i, 16)), item.get("GSI1PK").s());
      assertEquals("ACTOR#u" + i, item.get("GSI1SK").s());
      partitions.add(item.get("GSI1PK").s());
    }
    assertTrue(partitions.size() > 8, partitions::toString);
    // The listing by followee reads every shard of index GSI1, sync and async.
    List<String> shards = IntStream.range(0, 16).mapToObj(shard -> Shards.partition("TARGET#bob", shard)).sorted()
        .toList();
    for (String repository : new String[] {"test.FollowRepository", "test.FollowAsyncRepository"}) {
      assertEquals("private static final ShardedListingSpec BY_FOLLOWEE",
          api.type(repository).field("BY_FOLLOWEE"));
    }
    RecordingDynamoDb sync = new RecordingDynamoDb();
    ((Listing<?>) GeneratedApi.invoke(api.make("test.FollowRepository", sync.client, "t"), "followsOfFollowee",
        "bob")).page();
    RecordingDynamoDb async = new RecordingDynamoDb();
    ((AsyncListing<?>) GeneratedApi.invoke(api.make("test.FollowAsyncRepository", async.asyncClient, "t"),
        "followsOfFollowee", "bob")).page().join();
    for (RecordingDynamoDb db : List.of(sync, async)) {
      assertEquals(shards, db.requests(QueryRequest.class).stream()
          .map(query -> query.expressionAttributeValues().get(":pk").s()).sorted().toList());
      assertTrue(db.requests(QueryRequest.class).stream().allMatch(query -> query.indexName().equals("GSI1")));
    }
  }

  @SuppressWarnings("unchecked")
  private static ItemMapper<Object> mapper(GeneratedApi api) {
    return (ItemMapper<Object>) api.type("test.FollowMapper").value("INSTANCE");
  }

  @Test
  void anUnshardedEdgeKeepsItsIndexKey() {
    Compilation compilation = Compiler.compile(follow(", invertedIndex = \"GSI1\"", 1));

    GeneratedApi api = GeneratedApi.of(compilation);
    Map<String, AttributeValue> item = mapper(api).toItem(api.make("test.Follow", "alice", "bob"));
    assertEquals(AttributeValue.fromS("TARGET#bob"), item.get("GSI1PK"));
    assertEquals(item.get(Layout.SK), item.get("GSI1PK"));
    assertEquals(List.of(), api.type("test.FollowKeys").fields().stream()
        .filter(field -> field.contains("INVERTED_INDEX_SHARDS")).toList());
  }
}
