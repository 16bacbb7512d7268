package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

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
    assertThat(compilation).generatedSourceFile("test.FollowRepository").contentsAsUtf8String()
        .contains("public Optional<Follow> get(String follow, String consistency, ReadConsistency consistency_) {\n"
            + "    return getByKey(FollowKeys.primaryKey(follow, consistency), consistency_);\n");
  }

  @Test
  void socialSampleCompilesWithoutWarnings() {
    Compilation compilation = Compiler.compile(
        Compiler.samples(GoldenFilesTest.SOCIAL_DIR + "Follow.java", GoldenFilesTest.SOCIAL_DIR + "Mute.java",
            GoldenFilesTest.SOCIAL_DIR + "User.java", GoldenFilesTest.SOCIAL_DIR + "SocialGraph.java"));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
