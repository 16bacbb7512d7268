package dev.singletable.processor;

import static dev.singletable.processor.Sources.socialFollow;
import static dev.singletable.processor.Sources.user;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics that edges and nodes share, met by nodes: prefixes, stray markers, and the table
 * rules that keep a node out of its edges' listings. Their negative tests for edges carry
 * {@link Covers}; these show that the rules reach nodes.
 */
class NodeTableDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  @Test
  void aNodePrefixFollowsTheEdgePrefixRules() {
    JavaFileObject user = Sources.node("test.User",
        "@Node(prefix = \"US#ER\")",                                                // line 6
        "record User(@Node.Id String id) {}");

    Compilation compilation = Compiler.compile(processor, user);

    Expect.onlyError(compilation, Message.PREFIX_WITH_DELIMITER, user, 6, "[SingletablePrefixWithDelimiter] A key"
        + " prefix cannot contain the key delimiter '#'; prefix of User is \"US#ER\". Remove the '#', e.g. \"USER\".");
  }

  /** An attribute named like an edge's index key would put the node into the index its edges are listed from. */
  @Test
  void aNodeAttributeCannotBeAKeyOfTheTable() {
    JavaFileObject user = user("@Node.Id String id,", "@Attribute(\"GSI1PK\") String handle");        // line 9

    Compilation compilation = Compiler.compile(processor, socialFollow(), user);

    Expect.onlyError(compilation, Message.RESERVED_ATTRIBUTE, user, 9, "[SingletableReservedAttribute] Attribute"
        + " \"GSI1PK\" of User.handle collides with the GSI1 partition key attribute of table Social. Rename it with"
        + " @Attribute(\"...\").");
  }

  /** The {@code _type} tells items apart in one partition's Query, so a node and an edge cannot share it. */
  @Test
  void aNodeAndAnEdgeOfOneName() {
    JavaFileObject node = Sources.node("test.nodes.Follow",
        "@Node(prefix = \"USER\", table = \"Social\")",
        "public record Follow(@Node.Id String id) {}");                             // line 7

    Compilation compilation = Compiler.compile(processor, socialFollow(), node);

    Expect.count(compilation, Message.DUPLICATE_ENTITY_NAME, 2);
    Expect.at(compilation, Message.DUPLICATE_ENTITY_NAME, node, 7, "[SingletableDuplicateEntityName] Two records of"
        + " table Social are named Follow (test.nodes.Follow and test.Follow); the name is the item's _type. Rename"
        + " one, or put it in another table.");
    Expect.nothingGenerated(processor);
  }

  /**
   * A node whose prefix is both ends' prefix of an edge with an inverted index, and a second node
   * type on the same prefix: the node sort keys ({@code #User}, {@code #UserStats}) meet no edge key.
   */
  @Test
  void nodesInTheirEdgesPartitionsAreClean() {
    Compilation compilation = Compiler.compile(processor, socialFollow(),
        user("@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers"),
        Sources.node("test.UserStats", "@Node(prefix = \"USER\", table = \"Social\")",
            "record UserStats(@Node.Id String id, long visits) {}"));

    Expect.succeededGenerating(compilation, "test.SocialTable");
  }

  @Test
  void nodeMarkersOutsideANodeRecord() {
    JavaFileObject follow = Sources.node("test.Follow",
        "@Edge(source = \"USER\", target = \"USER\")",
        "record Follow(@Edge.Source @Node.Id String from, @Edge.Target String to) {}"); // line 7

    Compilation compilation = Compiler.compile(processor, follow);

    Expect.onlyError(compilation, Message.STRAY_MARKER, follow, 7, "[SingletableStrayMarker] @Node.Id only applies to"
        + " a component of a @Node record; Follow.from is not one. Remove @Node.Id, or declare the enclosing type as"
        + " a @Node record.");
  }
}
