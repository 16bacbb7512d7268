package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.Sources.edge;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The diagnostics that need every record of a table: confusable key layouts, names, the index quota.
 * Each record is a {@link Sources#edge}: its {@code @Edge} annotation on line 6, the record on line 7.
 */
class TableDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** The text of {@link Message#CONFUSABLE_RECORDS} on {@code record}, which clashes with {@code other}. */
  private static String confusable(String record, String other, String layout) {
    return "[SingletableConfusableRecords] " + record + " and " + other + " have the same key layout " + layout
        + " in table Main, so a listing of one would return the other's items. Give one of them another source or"
        + " target prefix.";
  }

  /** Block's {@code @Edge} members, and the key layout it shares with Follow (which uses GSI1). */
  static Stream<Arguments> blocksThatClashWithFollow() {
    return Stream.of(
        Arguments.of("source = \"ACTOR\", target = \"TARGET\"", "PK=ACTOR#…, SK=TARGET#…"),
        Arguments.of("source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\"",
            "PK=ACTOR#…, SK=TARGET#… and GSI1PK=TARGET#…, GSI1SK=ACTOR#…"));
  }

  /**
   * A listing queries one index by partition key and sort-key prefix, so two records of a table
   * confuse each other exactly when they share source prefix, target prefix and index. A base
   * layout and an index layout never meet: they use different key attributes, and an index holds
   * only the items that carry its keys. So Follow (with GSI1) and Block (without) clash on the
   * base table, and each record is rejected with one error, on its {@code @Edge} annotation,
   * which holds the prefixes to change. Sharing the index as well is still one problem per
   * record, naming both layouts.
   */
  @Covers(Message.CONFUSABLE_RECORDS)
  @ParameterizedTest(name = "Block with {0}")
  @MethodSource("blocksThatClashWithFollow")
  void samePrefixesInOneTableAreOneErrorPerRecord(String blockMembers, String layout) {
    JavaFileObject follow = edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\"");
    JavaFileObject block = edge("test.Block", blockMembers);

    Compilation compilation = Compiler.compile(processor, follow, block);

    Expect.count(compilation, Message.CONFUSABLE_RECORDS, 2);
    Expect.at(compilation, Message.CONFUSABLE_RECORDS, follow, 6, confusable("Follow", "Block", layout));
    Expect.at(compilation, Message.CONFUSABLE_RECORDS, block, 6, confusable("Block", "Follow", layout));
    Expect.nothingGenerated(processor);
  }

  /** Same prefixes in two tables, or flipped prefixes on one index, never meet in one listing. */
  @Test
  void layoutsThatCannotMeetAreAccepted() {
    Compilation compilation = Compiler.compile(processor,
        edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\""),
        edge("test.Block", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\", table = \"Moderation\""),
        edge("test.FollowBack", "source = \"TARGET\", target = \"ACTOR\", invertedIndex = \"GSI1\""));

    Expect.succeededGenerating(compilation,
        "test.MainTable", "test.ModerationTable", "test.BlockRepository", "test.FollowBackRepository");
  }

  @Covers(Message.DUPLICATE_ENTITY_NAME)
  @Test
  void twoRecordsOfOneNameInOneTable() {
    JavaFileObject social = edge("test.social.Follow", "source = \"ACTOR\", target = \"TARGET\"");
    JavaFileObject shop = edge("test.shop.Follow", "source = \"SHOPPER\", target = \"SHOP\"");

    Compilation compilation = Compiler.compile(processor, social, shop);

    Expect.count(compilation, Message.DUPLICATE_ENTITY_NAME, 2);
    Expect.at(compilation, Message.DUPLICATE_ENTITY_NAME, shop, 7, "[SingletableDuplicateEntityName] Two records of"
        + " table Main are named Follow (test.shop.Follow and test.social.Follow); the name is the item's _type."
        + " Rename one, or put it in another table.");
    Expect.at(compilation, Message.DUPLICATE_ENTITY_NAME, social, 7, "[SingletableDuplicateEntityName] Two records of"
        + " table Main are named Follow (test.social.Follow and test.shop.Follow); the name is the item's _type."
        + " Rename one, or put it in another table.");
    assertThat(compilation).hadErrorCount(2);
    Expect.nothingGenerated(processor);
  }

  @Test
  void oneNameInTwoTablesIsAccepted() {
    Compilation compilation = Compiler.compile(processor,
        edge("test.social.Follow", "source = \"ACTOR\", target = \"TARGET\""),
        edge("test.shop.Follow", "source = \"SHOPPER\", target = \"SHOP\", table = \"Shop\""));

    Expect.succeededGenerating(compilation, "test.social.MainTable", "test.shop.ShopTable");
  }

  /**
   * 21 records with an index each: a warning on the value that names the 21st index (in name
   * order), and the build goes on.
   */
  @Covers(Message.TOO_MANY_INDEXES)
  @Test
  void moreIndexesThanTheDefaultQuota() {
    List<String> body = new ArrayList<>(List.of("final class Graph {"));
    for (int i = 1; i <= 21; i++) {
      String n = String.format("%02d", i);
      body.add("  @Edge(source = \"S" + n + "\", target = \"T\", invertedIndex = \"GSI" + n + "\")");
      body.add("  record Edge" + n + "(@Edge.Source String from, @Edge.Target String to) {}");
    }
    body.add("}");
    JavaFileObject source = Sources.source("test.Graph", body.toArray(String[]::new));
    int line = Sources.BODY_LINE + body.indexOf("  @Edge(source = \"S21\", target = \"T\", invertedIndex = \"GSI21\")");

    Compilation compilation = Compiler.compile(processor, source);

    assertThat(compilation).succeeded();
    Expect.only(compilation, Message.TOO_MANY_INDEXES, source, line, "[SingletableTooManyIndexes] Table Main declares"
        + " 21 global secondary indexes; DynamoDB's default quota is 20 per table. Request a quota increase, or let"
        + " records share an index.");
    assertEquals(1, compilation.warnings().size(), () -> compilation.warnings().toString());
    assertThat(compilation).generatedSourceFile("test.MainTable");
    assertThat(compilation).generatedSourceFile("test.Edge21Repository");
  }
}
