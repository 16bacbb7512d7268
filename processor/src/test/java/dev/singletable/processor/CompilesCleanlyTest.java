package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.ReadConsistency;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/** Generated code compiles without a single warning under -Xlint:all. */
class CompilesCleanlyTest {

  @Test
  void everySupportedTypeAndIdKindCompilesWithoutWarnings() {
    Compilation compilation = Compiler.compile(
        Compiler.samples("test/java/dev/singletable/it/Everything.java", "test/java/dev/singletable/it/Placement.java"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("dev.singletable.it.EverythingRepository");
    assertThat(compilation).generatedSourceFile("dev.singletable.it.PlacementMapper");
    assertThat(compilation).generatedSourceFile("dev.singletable.it.MainTable");
  }

  /** Components named like the generated parameters and locals: the generated names step aside. */
  @Test
  void componentsNamedLikeGeneratedParametersCompileWithoutWarnings() {
    Compilation compilation = Compiler.compile(Sources.follow(
        "@Edge.Source String follow,", "@Edge.Target String consistency,", "String options,", "String client,",
        "String tableName,", "String item,", "String value"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("public Optional<Follow> get(String follow, String consistency)",
            "public Optional<Follow> get(String follow, String consistency, ReadConsistency consistency_)"),
        api.type("test.FollowRepository").methods("get"));
    RecordingDynamoDb db = new RecordingDynamoDb();
    GeneratedApi.invoke(api.make("test.FollowRepository", db.client, "t"), "get", "alice", "bob",
        ReadConsistency.STRONG);
    GetItemRequest get = db.requests(GetItemRequest.class).get(0);
    assertEquals(api.type("test.FollowKeys").call("primaryKey", "alice", "bob"), get.key());
    assertEquals(true, get.consistentRead());
  }

  @Test
  void socialSampleCompilesWithoutWarnings() {
    Compilation compilation = Compiler.compile(
        Compiler.samples(GoldenFilesTest.SOCIAL_DIR + "Follow.java", GoldenFilesTest.SOCIAL_DIR + "Mute.java",
            GoldenFilesTest.SOCIAL_DIR + "User.java", GoldenFilesTest.SOCIAL_DIR + "SocialGraph.java"));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
