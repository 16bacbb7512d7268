package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.validate.Message;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Where generated types go, what happens when a name is taken, and ids that cannot be renamed. */
class GeneratedNamesTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  private static JavaFileObject edge(String qualifiedName, String edgeMembers) {
    String pkg = qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
    String name = qualifiedName.substring(pkg.length() + 1);
    return JavaFileObjects.forSourceLines(qualifiedName,
        "package " + pkg + ";",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(" + edgeMembers + ")",
        "public record " + name + "(@Edge.Source String from, @Edge.Target String to) {}");
  }

  /** A user type already called FollowKeys: the record gets a clear error, not a Filer crash. */
  @Covers(Message.GENERATED_NAME_TAKEN)
  @Test
  void generatedNameHeldByAUserType() {
    JavaFileObject follow = edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\"");
    JavaFileObject keys = JavaFileObjects.forSourceLines("test.FollowKeys",
        "package test;",
        "",
        "final class FollowKeys {}");

    Compilation compilation = Compiler.compile(processor, follow, keys);

    Expect.only(compilation, Message.GENERATED_NAME_TAKEN, follow, 6, "[SingletableGeneratedNameTaken] singletable"
        + " generates test.FollowKeys for Follow, but a type of that name already exists in this compilation."
        + " Rename that type, or the record (or table).");
    Expect.count(compilation, Message.INTERNAL_ERROR, 0);
    assertEquals(List.of(), processor.generated(), "neither the record's other files nor a table without it");
  }

  @Covers(Message.ATTRIBUTE_ON_ID)
  @Test
  void attributeOnAnIdComponent() {
    JavaFileObject follow = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Attribute;",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",
        "    @Edge.Source @Attribute(\"who\") String follower,",
        "    @Edge.Target String followee) {}");

    Compilation compilation = Compiler.compile(processor, follow);

    Expect.only(compilation, Message.ATTRIBUTE_ON_ID, follow, 8, "[SingletableAttributeOnId] @Attribute has no effect"
        + " on an id component, which is stored inside the keys; Follow.follower is @Edge.Source. Remove @Attribute.");
    Expect.nothingGenerated(processor);
  }

  /** Records of one table in unrelated packages: the table goes to the first record's package, never the unnamed one. */
  @Test
  void tableOfRecordsWithoutACommonPackage() {
    Compilation compilation = Compiler.compile(
        edge("org.example.Follow", "source = \"ACTOR\", target = \"TARGET\""),
        edge("com.example.Block", "source = \"ACTOR\", target = \"BLOCKED\""));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.MainTable");
  }

  /** Records that share a package prefix: the table goes to the longest one. */
  @Test
  void tableOfRecordsInSiblingPackages() {
    Compilation compilation = Compiler.compile(
        edge("com.example.follows.Follow", "source = \"ACTOR\", target = \"TARGET\""),
        edge("com.example.blocks.Block", "source = \"ACTOR\", target = \"BLOCKED\""));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.MainTable");
  }
}
