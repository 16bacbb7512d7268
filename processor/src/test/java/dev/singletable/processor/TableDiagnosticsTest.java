package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.validate.Message;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The diagnostics that need every record of a table: confusable key layouts, names, the index quota. */
class TableDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** A record in its own file; its {@code @Edge} annotation is on line 5, the record on line 6. */
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

  /**
   * A listing queries one index by partition key and sort-key prefix, so two records of a table
   * confuse each other exactly when they share source prefix, target prefix and index. A base
   * layout and an index layout never meet: they use different key attributes, and an index holds
   * only the items that carry its keys. So Follow (with GSI1) and Block (without) clash on the
   * base table, and each record is rejected with one error, on its {@code @Edge} annotation,
   * which holds the prefixes to change.
   */
  @Covers(Message.CONFUSABLE_RECORDS)
  @Test
  void samePrefixesInOneTable() {
    JavaFileObject follow = edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\"");
    JavaFileObject block = edge("test.Block", "source = \"ACTOR\", target = \"TARGET\"");

    Compilation compilation = Compiler.compile(processor, follow, block);

    Expect.count(compilation, Message.CONFUSABLE_RECORDS, 2);
    Expect.at(compilation, Message.CONFUSABLE_RECORDS, follow, 5, "[SingletableConfusableRecords] Follow and Block"
        + " have the same key layout PK=ACTOR#…, SK=TARGET#… in table Main, so a listing of one would return the"
        + " other's items. Give one of them another source or target prefix.");
    Expect.at(compilation, Message.CONFUSABLE_RECORDS, block, 5, "[SingletableConfusableRecords] Block and Follow"
        + " have the same key layout PK=ACTOR#…, SK=TARGET#… in table Main, so a listing of one would return the"
        + " other's items. Give one of them another source or target prefix.");
    Expect.nothingGenerated(processor);
  }

  /** Sharing the index as well is still one problem per record, naming both layouts. */
  @Test
  void samePrefixesAndIndexAreOneErrorPerRecord() {
    JavaFileObject follow = edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\"");
    JavaFileObject block = edge("test.Block", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\"");

    Compilation compilation = Compiler.compile(processor, follow, block);

    Expect.count(compilation, Message.CONFUSABLE_RECORDS, 2);
    Expect.at(compilation, Message.CONFUSABLE_RECORDS, follow, 5, "[SingletableConfusableRecords] Follow and Block"
        + " have the same key layout PK=ACTOR#…, SK=TARGET#… and GSI1PK=TARGET#…, GSI1SK=ACTOR#… in table Main,"
        + " so a listing of one would return the other's items. Give one of them another source or target prefix.");
    Expect.nothingGenerated(processor);
  }

  /** Same prefixes in two tables, or flipped prefixes on one index, never meet in one listing. */
  @Test
  void layoutsThatCannotMeetAreAccepted() {
    Compilation compilation = Compiler.compile(processor, 
        edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\""),
        edge("test.Block", "source = \"ACTOR\", target = \"TARGET\", invertedIndex = \"GSI1\", table = \"Moderation\""),
        edge("test.FollowBack", "source = \"TARGET\", target = \"ACTOR\", invertedIndex = \"GSI1\""));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.MainTable");
    assertThat(compilation).generatedSourceFile("test.ModerationTable");
    assertThat(compilation).generatedSourceFile("test.BlockRepository");
    assertThat(compilation).generatedSourceFile("test.FollowBackRepository");
  }

  @Covers(Message.DUPLICATE_ENTITY_NAME)
  @Test
  void twoRecordsOfOneNameInOneTable() {
    JavaFileObject social = edge("test.social.Follow", "source = \"ACTOR\", target = \"TARGET\"");
    JavaFileObject shop = edge("test.shop.Follow", "source = \"SHOPPER\", target = \"SHOP\"");

    Compilation compilation = Compiler.compile(processor, social, shop);

    Expect.count(compilation, Message.DUPLICATE_ENTITY_NAME, 2);
    Expect.at(compilation, Message.DUPLICATE_ENTITY_NAME, shop, 6, "[SingletableDuplicateEntityName] Two records of"
        + " table Main are named Follow (test.shop.Follow and test.social.Follow); the name is the item's _type."
        + " Rename one, or put it in another table.");
    Expect.at(compilation, Message.DUPLICATE_ENTITY_NAME, social, 6, "[SingletableDuplicateEntityName] Two records of"
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

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.social.MainTable");
    assertThat(compilation).generatedSourceFile("test.shop.ShopTable");
  }

  /**
   * 21 records with an index each: a warning on the value that names the 21st index (in name
   * order), and the build goes on.
   */
  @Covers(Message.TOO_MANY_INDEXES)
  @Test
  void moreIndexesThanTheDefaultQuota() {
    List<String> lines = new ArrayList<>(List.of("package test;", "", "import dev.singletable.annotations.Edge;", "",
        "final class Graph {"));
    for (int i = 1; i <= 21; i++) {
      String n = String.format("%02d", i);
      lines.add("  @Edge(source = \"S" + n + "\", target = \"T\", invertedIndex = \"GSI" + n + "\")");
      lines.add("  record Edge" + n + "(@Edge.Source String from, @Edge.Target String to) {}");
    }
    lines.add("}");
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Graph", lines);
    int line = lines.indexOf("  @Edge(source = \"S21\", target = \"T\", invertedIndex = \"GSI21\")") + 1;

    Compilation compilation = Compiler.compile(processor, source);

    assertThat(compilation).succeeded();
    Expect.only(compilation, Message.TOO_MANY_INDEXES, source, line, "[SingletableTooManyIndexes] Table Main declares"
        + " 21 global secondary indexes; DynamoDB's default quota is 20 per table. Request a quota increase, or let"
        + " records share an inverted index.");
    assertEquals(1, compilation.warnings().size(), () -> compilation.warnings().toString());
    assertThat(compilation).generatedSourceFile("test.MainTable");
    assertThat(compilation).generatedSourceFile("test.Edge21Repository");
  }
}
