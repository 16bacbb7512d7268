package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.List;
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
 * one marker on that marker. The sources and their line numbers are laid out in {@link Sources}.
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
    JavaFileObject source = Sources.source("test.Follow",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        declaration);                                                             // line 7

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.EDGE_NOT_RECORD, source, 7, "[SingletableEdgeNotRecord] @Edge must annotate"
        + " a record; Follow is " + kind + ". Declare it as 'record Follow(...)'.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.EDGE_GENERIC)
  @Test
  void genericRecord() {
    JavaFileObject source = Sources.source("test.Follow",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "public",
        "record Follow<T, N extends Number>(",                                    // line 8
        "    @Edge.Source String follower,",
        "    @Edge.Target String followee) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.EDGE_GENERIC, source, 8, "[SingletableEdgeGeneric] @Edge records cannot be"
        + " generic; Follow declares <T, N>. Remove the type parameters and use concrete component types.");
    Expect.nothingGenerated(processor);
  }

  static Stream<Arguments> unreachableRecords() {
    return Stream.of(
        Arguments.of("private record", Sources.source("test.Graph",
            "class Graph {",
            "  @Edge(source = \"ACTOR\", target = \"TARGET\")",
            "  private record Follow(@Edge.Source String follower, @Edge.Target String followee) {}", // line 8
            "}"), 8),
        Arguments.of("record inside a private class", Sources.source("test.Graph",
            "class Graph {",
            "  private static final class Hidden {",
            "    @Edge(source = \"ACTOR\", target = \"TARGET\")",
            "    record Follow(@Edge.Source String follower, @Edge.Target String followee) {}", // line 9
            "  }",
            "}"), 9));
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

  /** Each is reported on the record's line, 7. */
  static Stream<Arguments> missingEnds() {
    return Stream.of(
        Arguments.of(Message.MISSING_SOURCE, Sources.follow("String follower,", "@Edge.Target String followee"),
            "[SingletableMissingSource] An @Edge record needs one @Edge.Source component; Follow has none. Put"
                + " @Edge.Source on the component that holds the source id."),
        Arguments.of(Message.MISSING_TARGET, Sources.follow("@Edge.Source String follower,", "String followee"),
            "[SingletableMissingTarget] An @Edge record needs one @Edge.Target component; Follow has none. Put"
                + " @Edge.Target on the component that holds the target id."));
  }

  @Covers({Message.MISSING_SOURCE, Message.MISSING_TARGET})
  @ParameterizedTest(name = "{0}")
  @MethodSource("missingEnds")
  void noComponentForOneEnd(Message message, JavaFileObject source, String text) {
    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, message, source, 7, text);
    Expect.nothingGenerated(processor);
  }

  static Stream<Arguments> repeatedEnds() {
    return Stream.of(
        Arguments.of(Message.REPEATED_SOURCE, Sources.follow(
                "@Edge.Source String follower,",
                "@Edge.Source String alias,",                                     // line 9
                "@Edge.Target String followee"), List.of(9),
            "[SingletableRepeatedSource] An @Edge record has exactly one @Edge.Source component; Follow marks"
                + " follower, alias. Keep @Edge.Source on one of them."),
        Arguments.of(Message.REPEATED_SOURCE, Sources.follow(
                "@Edge.Source String follower,",
                "@Edge.Source String alias,",                                     // line 9
                "@Edge.Source String nickname,",                                  // line 10
                "@Edge.Target String followee"), List.of(9, 10),
            "[SingletableRepeatedSource] An @Edge record has exactly one @Edge.Source component; Follow marks"
                + " follower, alias, nickname. Keep @Edge.Source on one of them."));
  }

  /**
   * Reported on each marker after the first, with the same text. (Several targets are no error: they
   * make a composite sort key, {@code CompositeTargetDiagnosticsTest}.)
   */
  @Covers(Message.REPEATED_SOURCE)
  @ParameterizedTest(name = "{0}")
  @MethodSource("repeatedEnds")
  void oneEndMarkedTwiceOrMore(Message message, JavaFileObject source, List<Integer> lines, String text) {
    Compilation compilation = Compiler.compile(processor, source);

    Expect.count(compilation, message, lines.size());
    lines.forEach(line -> Expect.at(compilation, message, source, line, text));
    assertThat(compilation).hadErrorCount(lines.size());
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.SOURCE_AND_TARGET)
  @Test
  void bothMarkersOnOneComponent() {
    JavaFileObject source = Sources.follow(
        "@Edge.Source String follower,",
        "@Edge.Source",
        "@Edge.Target String followee");                                          // line 10

    Compilation compilation = Compiler.compile(processor, source);

    // The marked component is the target the user meant: no MissingTarget on top of it.
    Expect.onlyError(compilation, Message.SOURCE_AND_TARGET, source, 10, "[SingletableSourceAndTarget] A component"
        + " cannot be both source and target; Follow.followee has @Edge.Source and @Edge.Target. Use two components,"
        + " one per end.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.STRAY_INDEX)
  @Test
  void anIndexOnARecordThatIsNeitherAnEdgeNorANode() {
    JavaFileObject record = Sources.source("test.Plain",
        "@dev.singletable.annotations.Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{at}\",",
        "    listing = \"ofCustomer\")",
        "record Plain(String customer, java.time.Instant at) {}");

    Compilation compilation = Compiler.compile(processor, record);

    Expect.onlyError(compilation, Message.STRAY_INDEX, record, 6, "[SingletableStrayIndex] @Index declares an"
        + " index of an @Edge or @Node record; Plain is neither, so the index would be ignored. Add @Edge or"
        + " @Node to it, or remove @Index.");
  }

  @Covers(Message.STRAY_MARKER)
  @Test
  void markersOutsideAnEdgeRecord() {
    JavaFileObject record = Sources.source("test.Plain",
        "record Plain(",
        "    @Edge.Source String follower,",                                      // line 7
        "    String followee) {}");
    JavaFileObject field = Sources.source("test.Holder",
        "class Holder {",
        "  @Attribute(\"at\")",                                                  // line 7
        "  String followedAt;",
        "}");

    Compilation compilation = Compiler.compile(processor, record, field);

    Expect.count(compilation, Message.STRAY_MARKER, 2);
    Expect.at(compilation, Message.STRAY_MARKER, record, 7, "[SingletableStrayMarker] @Edge.Source only applies to a"
        + " component of an @Edge record; Plain.follower is not one. Remove @Edge.Source, or declare the enclosing"
        + " type as an @Edge record.");
    Expect.at(compilation, Message.STRAY_MARKER, field, 7, "[SingletableStrayMarker] @Attribute only applies to a"
        + " component of an @Edge or @Node record; Holder.followedAt is not one. Remove @Attribute, or declare the"
        + " enclosing type as an @Edge or @Node record.");
    Expect.nothingGenerated(processor);
  }
}
