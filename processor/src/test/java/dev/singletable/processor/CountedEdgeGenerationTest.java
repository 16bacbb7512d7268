package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * The repositories of an edge that a node counts: they hand the base class the counters and gain a
 * recount per counter, and the table's BatchWrite has no methods for that edge. The generated code
 * compiles against the runtime.
 */
class CountedEdgeGenerationTest {

  private static Compilation compileCountedFollow() {
    return Compiler.compile(Sources.socialFollow(), Sources.user(
        "@Node.Id String id,",
        "String name,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long following,",
        "@Attribute(\"followerCount\") @Counter(edge = Follow.class, end = End.TARGET) int followers"));
  }

  @Test
  void theRepositoriesOfACountedEdgeCountAndRecount() {
    Compilation compilation = compileCountedFollow();
    assertThat(compilation).succeededWithoutWarnings();
    for (String repository : new String[] {"test.FollowRepository", "test.FollowAsyncRepository"}) {
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("new EdgeCounting.Counter(\"User\", \"USER\", \"following\", End.SOURCE");
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("new EdgeCounting.Counter(\"User\", \"USER\", \"followerCount\", End.TARGET");
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("\"follows\", COUNTING, BY_FROM, BY_TO));");
    }
    assertThat(compilation).generatedSourceFile("test.FollowRepository").contentsAsUtf8String()
        .contains("public long recountUserFollowers(String to) {");
    assertThat(compilation).generatedSourceFile("test.FollowAsyncRepository").contentsAsUtf8String()
        .contains("public CompletableFuture<Long> recountUserFollowing(String from) {");
  }

  @Test
  void theTargetCounterOfAShardedEdgeIsRecountedOverEveryShardAndTheNodeForwardsToIt() {
    Compilation compilation = Compiler.compile(Sources.edge("test.Follow", "source = \"USER\", target = \"USER\","
        + " invertedIndex = \"GSI1\", invertedIndexShards = 8, table = \"Social\""), Sources.user(
        "@Node.Id String id,",
        "@Counter(edge = Follow.class, end = End.TARGET) long followers"));
    assertThat(compilation).succeededWithoutWarnings();
    for (String repository : new String[] {"test.FollowRepository", "test.FollowAsyncRepository"}) {
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("new EdgeCounting.Counter(\"User\", \"USER\", \"followers\", BY_TO));");
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("private static final ShardedListingSpec BY_TO = ShardedListingSpec.inverted(");
      assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String()
          .contains("The edges sit in 8 shards of the index");
    }
    assertThat(compilation).generatedSourceFile("test.UserRepository").contentsAsUtf8String()
        .contains("return this.followRepository.recountUserFollowers(id);");
  }

  @Test
  void theBatchWriteOfTheTableHasNoMethodsForACountedEdge() {
    Compilation compilation = compileCountedFollow();
    assertThat(compilation).generatedSourceFile("test.SocialTable").contentsAsUtf8String()
        .doesNotContain("put(Follow");
    assertThat(compilation).generatedSourceFile("test.SocialTable").contentsAsUtf8String()
        .contains("nodes count (a batch cannot change their counters; use their repository's create and delete)");
  }

  @Test
  void anUncountedEdgePassesNoCounting() {
    Compilation compilation = Compiler.compile(Sources.socialFollow());
    assertThat(compilation).succeeded();
    assertThat(compilation).generatedSourceFile("test.FollowRepository").contentsAsUtf8String()
        .doesNotContain("COUNTING");
  }
}
