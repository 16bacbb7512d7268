package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.validate.Message;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The diagnostics on the shape of an {@code @Edge} type: what kind of type it is, and its two ends.
 * A problem of the whole type is reported on the type's line, below its annotations; a problem of
 * one marker on that marker.
 */
class DeclarationDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  @Covers(Message.EDGE_NOT_RECORD)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "class Follow {}            | a class",
      "interface Follow {}        | an interface",
      "enum Follow { ONE }        | an enum",
      "@interface Follow {}       | an annotation type"})
  void edgeOnAnythingButARecord(String declaration, String kind) {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        declaration);

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.EDGE_NOT_RECORD, source, 6, "[SingletableEdgeNotRecord] @Edge must annotate a"
        + " record; Follow is " + kind + ". Declare it as 'record Follow(...)'.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.EDGE_GENERIC)
  @Test
  void genericRecord() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "public",
        "record Follow<T, N extends Number>(",                                    // line 7
        "    @Edge.Source String follower,",
        "    @Edge.Target String followee) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.EDGE_GENERIC, source, 7, "[SingletableEdgeGeneric] @Edge records cannot be"
        + " generic; Follow declares <T, N>. Remove the type parameters and use concrete component types.");
    Expect.nothingGenerated(processor);
  }

  static Stream<Arguments> unreachableRecords() {
    return Stream.of(
        Arguments.of("private record", JavaFileObjects.forSourceLines("test.Graph",
            "package test;",
            "",
            "import dev.singletable.annotations.Edge;",
            "",
            "class Graph {",
            "  @Edge(source = \"ACTOR\", target = \"TARGET\")",
            "  private record Follow(@Edge.Source String follower, @Edge.Target String followee) {}", // line 7
            "}"), 7),
        Arguments.of("record inside a private class", JavaFileObjects.forSourceLines("test.Graph",
            "package test;",
            "",
            "import dev.singletable.annotations.Edge;",
            "",
            "class Graph {",
            "  private static final class Hidden {",
            "    @Edge(source = \"ACTOR\", target = \"TARGET\")",
            "    record Follow(@Edge.Source String follower, @Edge.Target String followee) {}", // line 8
            "  }",
            "}"), 8));
  }

  @Covers(Message.EDGE_PRIVATE)
  @ParameterizedTest(name = "{0}")
  @MethodSource("unreachableRecords")
  void privateNestedRecord(String description, JavaFileObject source, int line) {
    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.EDGE_PRIVATE, source, line, "[SingletableEdgePrivate] @Edge records must be"
        + " reachable from their package; Follow is private or inside a private type. Make it package-private or"
        + " public.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.MISSING_SOURCE)
  @Test
  void noSourceComponent() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",                                                         // line 6
        "    String follower,",
        "    @Edge.Target String followee) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.MISSING_SOURCE, source, 6, "[SingletableMissingSource] An @Edge record needs one"
        + " @Edge.Source component; Follow has none. Put @Edge.Source on the component that holds the source id.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.MISSING_TARGET)
  @Test
  void noTargetComponent() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",                                                         // line 6
        "    @Edge.Source String follower,",
        "    String followee) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.MISSING_TARGET, source, 6, "[SingletableMissingTarget] An @Edge record needs one"
        + " @Edge.Target component; Follow has none. Put @Edge.Target on the component that holds the target id.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.REPEATED_SOURCE)
  @Test
  void twoSourceComponents() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",
        "    @Edge.Source String follower,",
        "    @Edge.Source String alias,",                                         // line 8
        "    @Edge.Target String followee) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.REPEATED_SOURCE, source, 8, "[SingletableRepeatedSource] An @Edge record has"
        + " exactly one @Edge.Source component; Follow marks follower, alias. Keep @Edge.Source on one of them.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.REPEATED_TARGET)
  @Test
  void threeTargetComponentsAreReportedOnEachExtraOne() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",
        "    @Edge.Source String follower,",
        "    @Edge.Target String followee,",
        "    @Edge.Target String alias,",                                         // line 9
        "    @Edge.Target String nickname) {}");                                  // line 10

    Compilation compilation = Compiler.compile(processor, source);

    String text = "[SingletableRepeatedTarget] An @Edge record has exactly one @Edge.Target component; Follow marks"
        + " followee, alias, nickname. Keep @Edge.Target on one of them.";
    Expect.count(compilation, Message.REPEATED_TARGET, 2);
    Expect.at(compilation, Message.REPEATED_TARGET, source, 9, text);
    Expect.at(compilation, Message.REPEATED_TARGET, source, 10, text);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.SOURCE_AND_TARGET)
  @Test
  void bothMarkersOnOneComponent() {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",
        "    @Edge.Source String follower,",
        "    @Edge.Source",
        "    @Edge.Target String followee) {}");                                  // line 9

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.SOURCE_AND_TARGET, source, 9, "[SingletableSourceAndTarget] A component cannot be"
        + " both source and target; Follow.followee has @Edge.Source and @Edge.Target. Use two components, one per"
        + " end.");
    // The marked component is the target the user meant: no MissingTarget on top of it.
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.STRAY_MARKER)
  @Test
  void markersOutsideAnEdgeRecord() {
    JavaFileObject record = JavaFileObjects.forSourceLines("test.Plain",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "record Plain(",
        "    @Edge.Source String follower,",                                      // line 6
        "    String followee) {}");
    JavaFileObject field = JavaFileObjects.forSourceLines("test.Holder",
        "package test;",
        "",
        "import dev.singletable.annotations.Attribute;",
        "",
        "class Holder {",
        "  @Attribute(\"at\")",                                                  // line 6
        "  String followedAt;",
        "}");

    Compilation compilation = Compiler.compile(processor, record, field);

    Expect.count(compilation, Message.STRAY_MARKER, 2);
    Expect.at(compilation, Message.STRAY_MARKER, record, 6, "[SingletableStrayMarker] @Edge.Source only applies to a"
        + " component of an @Edge record; Plain.follower is not one. Remove @Edge.Source, or declare the enclosing"
        + " type as an @Edge record.");
    Expect.at(compilation, Message.STRAY_MARKER, field, 6, "[SingletableStrayMarker] @Attribute only applies to a"
        + " component of an @Edge record; Holder.followedAt is not one. Remove @Attribute, or declare the enclosing"
        + " type as an @Edge record.");
    Expect.nothingGenerated(processor);
  }
}
