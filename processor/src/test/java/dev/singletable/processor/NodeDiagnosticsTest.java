package dev.singletable.processor;

import static dev.singletable.processor.Sources.socialFollow;
import static dev.singletable.processor.Sources.user;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The diagnostics of a {@code @Node} record on its own: its shape, its id, its version and its
 * counters. A clean node generates its keys, mapper and both repositories. The sources
 * are {@link Sources#user} (components from line 8) and {@link Sources#socialFollow}.
 */
class NodeDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /**
   * The sample's User: two counters over Follow and a version, beside Follow in one partition prefix,
   * so it has an item collection too.
   */
  @Test
  void aUserWithTwoCountersOverFollowIsClean() {
    Compilation compilation = Compiler.compile(processor, socialFollow(), user(
        "@Node.Id String id,",
        "String name,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long following,",
        "@Counter(edge = Follow.class, end = End.TARGET) int followers,",
        "@Version long version"));

    Expect.succeededGenerating(compilation);
    Expect.generatedExactly(processor, "test.FollowAsyncRepository", "test.FollowKeys", "test.FollowMapper",
        "test.FollowRepository", "test.SocialAsyncTable", "test.SocialTable", "test.SocialTableProvider", "test.UserAsyncRepository",
        "test.UserCollectionPage", "test.UserCondition", "test.UserKeys", "test.UserMapper", "test.UserRepository",
        "test.UserUpdate");
  }

  /** A table of nodes alone still gets its table classes, which hold the node repositories. */
  @Test
  void aTableOfNodesAloneGetsATableClass() {
    Compilation compilation = Compiler.compile(processor, user("@Node.Id long id,", "String name"));

    Expect.succeededGenerating(compilation);
    Expect.generatedExactly(processor, "test.SocialAsyncTable", "test.SocialTable", "test.SocialTableProvider", "test.UserAsyncRepository",
        "test.UserCondition", "test.UserKeys", "test.UserMapper", "test.UserRepository", "test.UserUpdate");
  }

  static Stream<Arguments> nodesOfTheWrongShape() {
    return Stream.of(
        Arguments.of(Message.NODE_NOT_RECORD, new String[] {
            "@Node(prefix = \"USER\")",
            "class User {}"}, 7,                                                    // line 7
            "[SingletableNodeNotRecord] @Node must annotate a record; User is a class. Declare it as"
                + " 'record User(...)'."),
        Arguments.of(Message.NODE_GENERIC, new String[] {
            "@Node(prefix = \"USER\")",
            "record User<T>(@Node.Id String id) {}"}, 7,
            "[SingletableNodeGeneric] @Node records cannot be generic; User declares <T>. Remove the type parameters"
                + " and use concrete component types."),
        Arguments.of(Message.NODE_PRIVATE, new String[] {
            "class Outer {",
            "  @Node(prefix = \"USER\")",
            "  private record User(@Node.Id String id) {}",                         // line 8
            "}"}, 8,
            "[SingletableNodePrivate] @Node records must be reachable from their package; User is private or inside"
                + " a private type. Make it package-private or public."));
  }

  @Covers({Message.NODE_NOT_RECORD, Message.NODE_GENERIC, Message.NODE_PRIVATE})
  @ParameterizedTest(name = "{0}")
  @MethodSource("nodesOfTheWrongShape")
  void aNodeMustBeAReachableConcreteRecord(Message message, String[] body, int line, String text) {
    JavaFileObject source = Sources.node("test.Outer", body);

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, message, source, line, text);
    Expect.nothingGenerated(processor);
  }

  /** Read as the edge it also is, and rejected on its {@code @Node}. */
  @Covers(Message.EDGE_AND_NODE)
  @Test
  void aRecordThatIsBothEdgeAndNode() {
    JavaFileObject follow = Sources.node("test.Follow",
        "@Edge(source = \"USER\", target = \"USER\")",
        "@Node(prefix = \"FOLLOW\")",                                              // line 7
        "record Follow(@Edge.Source String from, @Edge.Target String to) {}");

    Compilation compilation = Compiler.compile(processor, follow);

    Expect.onlyError(compilation, Message.EDGE_AND_NODE, follow, 7, "[SingletableEdgeAndNode] A record is an @Edge"
        + " or a @Node, not both; Follow has both. Remove one of them, or split it into two records.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.MISSING_NODE_ID)
  @Test
  void aNodeWithoutId() {
    JavaFileObject user = user("String name");

    Compilation compilation = Compiler.compile(processor, user);

    Expect.onlyError(compilation, Message.MISSING_NODE_ID, user, 7, "[SingletableMissingNodeId] A @Node record needs"
        + " one @Node.Id component; User has none. Put @Node.Id on the component that holds the node's id.");
  }

  static Stream<Arguments> repeatedMarkers() {
    return Stream.of(
        Arguments.of(Message.REPEATED_NODE_ID, new String[] {"@Node.Id String id,", "@Node.Id String handle"}, 9,
            "[SingletableRepeatedNodeId] A @Node record has exactly one @Node.Id component; User marks id, handle."
                + " Keep @Node.Id on one of them."),
        Arguments.of(Message.REPEATED_VERSION,
            new String[] {"@Node.Id String id,", "@Version long version,", "@Version long revision"}, 10,
            "[SingletableRepeatedVersion] A @Node record has at most one @Version component; User marks version,"
                + " revision. Keep @Version on one of them."));
  }

  /** On the second marker, the one to remove. */
  @Covers({Message.REPEATED_NODE_ID, Message.REPEATED_VERSION})
  @ParameterizedTest(name = "{0}")
  @MethodSource("repeatedMarkers")
  void aMarkerThatAppearsTwice(Message message, String[] components, int line, String text) {
    JavaFileObject user = user(components);

    Compilation compilation = Compiler.compile(processor, user);

    Expect.onlyError(compilation, message, user, line, text);
  }

  @Covers(Message.CONFLICTING_MARKERS)
  @Test
  void aComponentWithTwoRoles() {
    JavaFileObject user = user("@Node.Id String id,",
        "@Counter(edge = Follow.class, end = End.SOURCE) @Version long following");     // line 9

    Compilation compilation = Compiler.compile(processor, socialFollow(), user);

    Expect.onlyError(compilation, Message.CONFLICTING_MARKERS, user, 9, "[SingletableConflictingMarkers] A component"
        + " of a @Node record is an id, a counter, a version or a plain attribute; User.following has @Counter and"
        + " @Version. Keep one of them.");
  }

  @Covers(Message.VERSION_TYPE)
  @Test
  void aVersionThatIsNotLong() {
    JavaFileObject user = user("@Node.Id String id,", "@Version int version");

    Compilation compilation = Compiler.compile(processor, user);

    Expect.onlyError(compilation, Message.VERSION_TYPE, user, 9, "[SingletableVersionType] A @Version component must"
        + " be a long; User.version is int. Declare it as 'long version'.");
  }

  @Covers(Message.COUNTER_TYPE)
  @Test
  void aCounterThatIsNotLongOrInt() {
    JavaFileObject user = user("@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) Long followers");

    Compilation compilation = Compiler.compile(processor, socialFollow(), user);

    Expect.onlyError(compilation, Message.COUNTER_TYPE, user, 9, "[SingletableCounterType] A @Counter component must"
        + " be a long or an int; User.followers is java.lang.Long. Declare it as 'long followers'.");
  }

  static Stream<Arguments> countedNonEdges() {
    return Stream.of(
        Arguments.of(Sources.source("test.Follow", "record Follow(String from, String to) {}"),
            "which is not an @Edge record"),
        Arguments.of(Sources.edge("test.Follow", "source = \"USER\", target = \"USER\""),
            "an @Edge record of table Main"));
  }

  /** On the {@code edge} value: a plain record, or an edge of another table. */
  @Covers(Message.COUNTER_NOT_EDGE)
  @ParameterizedTest(name = "{1}")
  @MethodSource("countedNonEdges")
  void aCounterOfSomethingElseThanAnEdgeOfTheTable(JavaFileObject follow, String what) {
    JavaFileObject user = user("@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers");

    Compilation compilation = Compiler.compile(processor, follow, user);

    Expect.onlyError(compilation, Message.COUNTER_NOT_EDGE, user, 9, "[SingletableCounterNotEdge] @Counter must name"
        + " an @Edge record of the node's table; User.followers names Follow, " + what + ". Name an @Edge record of"
        + " table Social.");
  }

  @Covers(Message.COUNTER_ID_TYPE)
  @Test
  void aCounterWhoseEndHasAnotherIdType() {
    JavaFileObject user = user("@Node.Id long id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers");

    Compilation compilation = Compiler.compile(processor, socialFollow(), user);

    Expect.onlyError(compilation, Message.COUNTER_ID_TYPE, user, 9, "[SingletableCounterIdType] A counter's node id"
        + " must have the type of the edge end it counts; User.followers counts the target of Follow, whose id"
        + " Follow.to is java.lang.String, but User.id is long. Give both ids the same type.");
  }
}
