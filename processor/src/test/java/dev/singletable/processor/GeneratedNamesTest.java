package dev.singletable.processor;

import static dev.singletable.processor.Sources.edge;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where generated types go, what happens when a name is taken, and ids that cannot be renamed.
 * {@link Sources} lays out the records: a {@link Sources#edge} is declared on line 7.
 */
class GeneratedNamesTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** A user type already called FollowKeys: the record gets a clear error, not a Filer crash. */
  @Covers(Message.GENERATED_NAME_TAKEN)
  @Test
  void generatedNameHeldByAUserType() {
    JavaFileObject follow = edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\"");
    JavaFileObject keys = Sources.source("test.FollowKeys", "final class FollowKeys {}");

    Compilation compilation = Compiler.compile(processor, follow, keys);

    Expect.only(compilation, Message.GENERATED_NAME_TAKEN, follow, 7, "[SingletableGeneratedNameTaken] singletable"
        + " generates test.FollowKeys for Follow, but a type of that name already exists in this compilation."
        + " Rename that type, or the record (or table).");
    Expect.count(compilation, Message.INTERNAL_ERROR, 0);
    assertEquals(List.of(), processor.generated(), "neither the record's other files nor a table without it");
  }

  @Covers(Message.ATTRIBUTE_ON_ID)
  @Test
  void attributeOnAnIdComponent() {
    JavaFileObject follow = Sources.follow(
        "@Edge.Source @Attribute(\"who\") String follower,",                      // line 8
        "@Edge.Target String followee");

    Compilation compilation = Compiler.compile(processor, follow);

    Expect.only(compilation, Message.ATTRIBUTE_ON_ID, follow, 8, "[SingletableAttributeOnId] @Attribute has no effect"
        + " on an id component, which is stored inside the keys; Follow.follower is @Edge.Source. Remove @Attribute.");
    Expect.nothingGenerated(processor);
  }

  /**
   * Records of one table in unrelated packages: the table goes to the first record's package,
   * never the unnamed one. Records that share a package prefix: the table goes to the longest one.
   */
  @ParameterizedTest(name = "{0} and {1}")
  @CsvSource({
      "org.example.Follow,         com.example.Block,        com.example.MainTable",
      "com.example.follows.Follow, com.example.blocks.Block, com.example.MainTable"})
  void packageOfTheTable(String follow, String block, String table) {
    Compilation compilation = Compiler.compile(
        edge(follow, "source = \"ACTOR\", target = \"TARGET\""),
        edge(block, "source = \"ACTOR\", target = \"BLOCKED\""));

    Expect.succeededGenerating(compilation, table);
  }
}
