package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
    assertThat(compilation).generatedSourceFile("test.FollowKeys").contentsAsUtf8String()
        .contains("public static final int INVERTED_INDEX_SHARDS = 16;");
    assertThat(compilation).generatedSourceFile("test.FollowKeys").contentsAsUtf8String()
        .contains("{@code GSI1PK = TARGET#<followee>#<shard 0-15>}, {@code GSI1SK = ACTOR#<follower>}");
    assertThat(compilation).generatedSourceFile("test.FollowMapper").contentsAsUtf8String()
        .contains("item.put(\"GSI1PK\", AttributeValue.createS(ShardedListingSpec.partitionKey(targetKey.s(),");
    assertThat(compilation).generatedSourceFile("test.FollowMapper").contentsAsUtf8String()
        .contains("FollowKeys.INVERTED_INDEX_SHARDS, \"Follow.followee\")));");
    for (String repository : new String[] {"test.FollowRepository", "test.FollowAsyncRepository"}) {
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("private static final ShardedListingSpec BY_FOLLOWEE = ShardedListingSpec.inverted(FollowKeys.TYPE,");
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("a Query on each of the 16 shards of index GSI1, merged in order,");
    }
  }

  @Test
  void anUnshardedEdgeKeepsItsIndexKey() {
    Compilation compilation = Compiler.compile(follow(", invertedIndex = \"GSI1\"", 1));

    assertThat(compilation).generatedSourceFile("test.FollowMapper").contentsAsUtf8String()
        .contains("item.put(\"GSI1PK\", targetKey);");
    assertThat(compilation).generatedSourceFile("test.FollowKeys").contentsAsUtf8String()
        .doesNotContain("INVERTED_INDEX_SHARDS");
  }
}
