package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.util.Arrays;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The nodes in the table's BatchWrite: a put only for a node with neither version nor counters, a
 * delete only for a node without a version, as the repositories' putAll and deleteAll allow. A batch
 * that writes a node the rules exclude does not compile.
 */
class NodeBatchWriteGenerationTest {

  /** Tag (neither), User (counts Follow, no version), Profile (a version), in table Social. */
  private static final JavaFileObject[] SOURCES = {
      Sources.socialFollow(),
      Sources.user("@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers"),
      Sources.node("test.Tag", "@Node(prefix = \"TAG\", table = \"Social\")",
          "record Tag(@Node.Id long id, String label) {}"),
      Sources.node("test.Profile", "@Node(prefix = \"PROFILE\", table = \"Social\")",
          "record Profile(@Node.Id String id, String name, @Version long version) {}")};

  private static final Compilation COMPILATION = Compiler.compile(SOURCES);

  @ParameterizedTest
  @ValueSource(strings = {"SocialTable", "SocialAsyncTable"})
  void aNodeGetsThePutAndDeleteItsRulesAllow(String table) {
    assertThat(COMPILATION).succeededWithoutWarnings();
    var source = assertThat(COMPILATION).generatedSourceFile("test." + table).contentsAsUtf8String();
    source.contains("public BatchWrite put(Tag tag) {\n"
        + "      writes.put(tag, TagMapper.INSTANCE, \"" + table + ".BatchWrite.put\", \"tag\", \"Tag\");");
    source.contains("public BatchWrite delete(Tag tag) {\n"
        + "      writes.delete(tag, TagMapper.INSTANCE, \"" + table + ".BatchWrite.delete\", \"tag\", \"Tag\");");
    source.contains("public BatchWrite delete(User user) {");
    source.doesNotContain("put(User");
    source.doesNotContain("put(Profile");
    source.doesNotContain("delete(Profile");
    source.doesNotContain("(Follow");
    source.contains("Adds a delete of the Tag with the id of {@code tag}; its other components are ignored.");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"put|Profile|new Profile(\"p\", \"Pat\", 3)",
      "delete|Profile|new Profile(\"p\", \"Pat\", 3)", "put|User|new User(\"u\", 0)"})
  void aBatchWriteOfANodeTheRulesExcludeDoesNotCompile(String method, String node, String record) {
    JavaFileObject use = Sources.node("test.Use", "class Use {",
        "  void run(SocialTable social) { social.batchWrite()." + method + "(" + record + ").execute(); }", "}");
    JavaFileObject[] sources = Arrays.copyOf(SOURCES, SOURCES.length + 1);
    sources[SOURCES.length] = use;
    Compilation compilation = Compiler.compile(sources);
    assertThat(compilation).failed();
    // javac's words depend on the overloads: "incompatible types: test.Profile cannot be converted to
    // test.Tag" (one put), "no suitable method found for delete(test.Profile)" (several deletes).
    assertThat(compilation).hadErrorContaining("test." + node).inFile(use).onLine(Sources.BODY_LINE + 1);
  }
}
