package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.Sources.edge;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No generated type name reads as another record's, over every record of the compilation. Edges are
 * {@link Sources#edge}s ({@code @Edge} on line 6, the record on line 7), nodes {@link #node}s laid out
 * the same way.
 */
class GeneratedNameClashTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** A node {@code qualifiedName} with these {@code @Node} members: the annotation on line 6, the record on line 7. */
  private static JavaFileObject node(String qualifiedName, String members) {
    String name = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    return Sources.node(qualifiedName, "@Node(" + members + ")", "public record " + name + "(@Node.Id String id) {}");
  }

  private static String clash(String generator, String name, String kind, String other, String fix) {
    return "[SingletableGeneratedNameClash] Generated type names must not read as another record's; " + generator
        + " generates " + name + " (" + kind + "), and " + other + ". Rename " + fix + ".";
  }

  /** One expected error: its file, its line and its text. */
  private record Error(JavaFileObject file, int line, String text) {}

  static Stream<Arguments> clashes() {
    JavaFileObject order = edge("test.Order", "source = \"CUSTOMER\", target = \"ORDER\"");
    JavaFileObject orderAsync = edge("test.OrderAsync", "source = \"CUSTOMER\", target = \"ASYNC\"");
    JavaFileObject otherOrderAsync = edge("test.other.OrderAsync", "source = \"CUSTOMER\", target = \"ASYNC\"");
    JavaFileObject user = node("test.User", "prefix = \"USER\"");
    JavaFileObject userKeys = node("test.UserKeys", "prefix = \"KEYS\"");
    JavaFileObject userCollection = edge("test.UserCollectionPage", "source = \"GROUP\", target = \"USER\"");
    JavaFileObject userCondition = edge("test.UserCondition", "source = \"RULE\", target = \"USER\"");
    JavaFileObject follow = edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\", table = \"Social\"");
    JavaFileObject socialTable = edge("test.SocialTable", "source = \"ACTOR\", target = \"TABLE\"");
    JavaFileObject shop = edge("test.Purchase", "source = \"CUSTOMER\", target = \"ORDER\", table = \"Shop\"");
    JavaFileObject shopAsync = edge("test.Refund", "source = \"CUSTOMER\", target = \"ORDER\",\n"
        + "    table = \"ShopAsync\"");
    String orderText = clash("record test.Order", "OrderAsyncRepository", "its async repository",
        "record test.OrderAsync generates it too (its repository)", "one of the records");
    String orderAsyncText = clash("record test.OrderAsync", "OrderAsyncRepository", "its repository",
        "record test.Order generates it too (its async repository)", "one of the records");
    String userKeysText = clash("record test.User", "UserKeys", "its keys", "record test.UserKeys has that name",
        "one of the records");
    String collectionText = clash("record test.User", "UserCollectionPage", "its item collection page",
        "record test.UserCollectionPage has that name", "one of the records");
    String conditionText = clash("record test.User", "UserCondition", "its typed conditions",
        "record test.UserCondition has that name", "one of the records");
    String tableText = clash("table Social", "SocialTable", "its table class", "record test.SocialTable has that name",
        "the record, or the table");
    return Stream.of(
        Arguments.of("an async repository and a repository", List.of(order, orderAsync), List.of(
            new Error(order, 7, orderText), new Error(orderAsync, 7, orderAsyncText))),
        Arguments.of("the same in two packages", List.of(order, otherOrderAsync), List.of(
            new Error(order, 7, orderText.replace("test.OrderAsync", "test.other.OrderAsync")),
            new Error(otherOrderAsync, 7, orderAsyncText.replace("test.OrderAsync", "test.other.OrderAsync")))),
        Arguments.of("keys and a record", List.of(user, userKeys), List.of(
            new Error(user, 7, userKeysText), new Error(userKeys, 7, userKeysText))),
        Arguments.of("an item collection, which User does not generate, and a record", List.of(user, userCollection),
            List.of(new Error(user, 7, collectionText), new Error(userCollection, 7, collectionText))),
        Arguments.of("typed conditions, which a node without stored components does not generate, and a record",
            List.of(user, userCondition),
            List.of(new Error(user, 7, conditionText), new Error(userCondition, 7, conditionText))),
        Arguments.of("a table class and a record", List.of(follow, socialTable), List.of(
            new Error(follow, 6, tableText), new Error(socialTable, 7, tableText))),
        Arguments.of("two tables' classes", List.of(shop, shopAsync), List.of(
            new Error(shop, 6, clash("table Shop", "ShopAsyncTable", "its async table class",
                "table ShopAsync generates it too (its table class)", "one of the tables")),
            new Error(shopAsync, 7, clash("table ShopAsync", "ShopAsyncTable", "its table class",
                "table Shop generates it too (its async table class)", "one of the tables")))));
  }

  /**
   * Each record involved gets the error: a record on its declaration, a table's records on their
   * {@code table} value (or their annotation when it is the default). Nothing of them is generated.
   */
  @Covers(Message.GENERATED_NAME_CLASH)
  @ParameterizedTest(name = "{0}")
  @MethodSource("clashes")
  void generatedNamesThatReadAsAnotherRecords(String title, List<JavaFileObject> sources, List<Error> errors) {
    Compilation compilation = Compiler.compile(processor, sources.toArray(JavaFileObject[]::new));

    Expect.count(compilation, Message.GENERATED_NAME_CLASH, errors.size());
    for (Error error : errors) {
      Expect.at(compilation, Message.GENERATED_NAME_CLASH, error.file(), error.line(), error.text());
    }
    assertThat(compilation).hadErrorCount(errors.size());
    Expect.nothingGenerated(processor);
  }

  /** The clash does not depend on the options: without -Asingletable.async=true it is still an error. */
  @Test
  void withoutTheAsyncTwinsTheNamesStillClash() {
    Compilation compilation = Compiler.compileAsUsers(List.of(processor), List.of(),
        edge("test.Order", "source = \"CUSTOMER\", target = \"ORDER\""),
        edge("test.OrderAsync", "source = \"CUSTOMER\", target = \"ASYNC\""));

    Expect.count(compilation, Message.GENERATED_NAME_CLASH, 2);
    Expect.nothingGenerated(processor);
  }

  /** Order and OrderItem: with mappers named OrderMapper and OrderItemMapper nothing reads as the other's. */
  @Test
  void orderAndOrderItemAreClean() {
    Compilation compilation = Compiler.compile(
        edge("test.Order", "source = \"CUSTOMER\", target = \"ORDER\""),
        edge("test.OrderItem", "source = \"ORDER\", target = \"PRODUCT\""));

    Expect.succeededGenerating(compilation, "test.OrderMapper", "test.OrderItemMapper", "test.OrderKeys",
        "test.OrderItemKeys", "test.OrderRepository", "test.OrderItemRepository");
  }

  /** Records of one name in two packages and two tables generate the same names, each in its package. */
  @Test
  void recordsOfOneNameInTwoPackagesAreClean() {
    Compilation compilation = Compiler.compile(
        edge("test.social.Follow", "source = \"ACTOR\", target = \"TARGET\", table = \"Social\""),
        edge("test.shop.Follow", "source = \"SHOPPER\", target = \"SHOP\", table = \"Shop\""));

    Expect.succeededGenerating(compilation, "test.social.FollowRepository", "test.shop.FollowRepository");
  }

  /**
   * A record that another processor generates, read in a later round, is checked against the records
   * of the rounds before; only it gets the error, since Follow and its table are written already.
   */
  @Test
  void aRecordOfALaterRoundIsCheckedAgainstTheEarlierOnes() {
    SourceWriter later = SourceWriter.inFirstRound("test.other.FollowKeys", Sources.edgeLines(
        "test.other.FollowKeys", "source = \"KEY\", target = \"VALUE\", table = \"Other\""));
    JavaFileObject userCondition = edge("test.UserCondition", "source = \"RULE\", target = \"USER\"");
    JavaFileObject follow = edge("test.Follow", "source = \"ACTOR\", target = \"TARGET\"");

    Compilation compilation = Compiler.compileWith(List.of(processor, later), follow);

    Expect.count(compilation, Message.GENERATED_NAME_CLASH, 1);
    Expect.at(compilation, Message.GENERATED_NAME_CLASH, later.written(), 7, clash("record test.Follow",
        "FollowKeys", "its keys", "record test.other.FollowKeys has that name", "one of the records"));
    assertThat(compilation).hadErrorCount(1);
    assertTrue(processor.generated().containsAll(List.of("test.FollowKeys", "test.MainTable")),
        () -> "Follow and its table are generated: " + processor.generated());
    assertTrue(processor.generated().stream().noneMatch(name -> name.startsWith("test.other.")),
        () -> "nothing of test.other.FollowKeys is generated: " + processor.generated());
  }
}
