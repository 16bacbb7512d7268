package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

/**
 * What an edge with several {@code @Edge.Target} components generates: the keys class's composite sort
 * key and its prefixes, the mapper that reads the components back from the key, get/exists/delete/update
 * by every id, the listing from the source with one spec per count of fixed leading components and its
 * overloads in both flavors, and the source node's item collection with the edge. The samples' own
 * {@code TicketStep}, {@code Ticket} and {@code TicketEvent.Status}; the generated code compiles
 * against the runtime.
 */
class CompositeTargetGenerationTest {
  private static final String SHOP = "test/java/dev/singletable/shop/";

  private static Compilation compileTicketSteps() {
    return Compiler.compile(Compiler.samples(SHOP + "TicketStep.java", SHOP + "TicketEvent.java",
        SHOP + "Ticket.java"));
  }

  /** The generated source {@code name} (of the shop's package unless qualified), each run of whitespace one space, javadoc's leading {@code *} dropped. */
  private static String file(Compilation compilation, String name) {
    try {
      return normal(compilation.generatedSourceFile(name.contains(".") ? name : "dev.singletable.shop." + name)
          .orElseThrow()
          .getCharContent(false).toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String normal(String code) {
    return code.replaceAll("\\n\\s*\\* ?", " ").replaceAll("\\s+", " ");
  }

  @Test
  void theKeysClassNestsTheEncodersOfEveryTargetComponent() {
    Compilation compilation = compileTicketSteps();
    assertThat(compilation).succeededWithoutWarnings();
    String keys = file(compilation, "TicketStepKeys");
    assertThat(keys).contains(normal("public static String sortKey(TicketEvent.Status status, Instant at) {"
        + " return Keys.instant(Keys.enumName(TARGET_PREFIX + Layout.DELIMITER, status, \"TicketStep.status\", 1024)"
        + " + Layout.DELIMITER, at, \"TicketStep.at\", 1024); }"));
    assertThat(keys).contains(normal("public static String sortKeyPrefix(TicketEvent.Status status) {"
        + " return Keys.enumName(TARGET_PREFIX + Layout.DELIMITER, status, \"TicketStep.status\", 1024) +"
        + " Layout.DELIMITER; }"));
    assertThat(keys).contains(normal("public static Map<String, AttributeValue> primaryKey(String ticket,"
        + " TicketEvent.Status status, Instant at) {"));
    assertThat(keys).contains("key.put(Layout.SK, AttributeValue.createS(sortKey(status, at)));");
    assertThat(keys).contains("{@code PK = TICKET#<ticket>}, {@code SK = EVENT#<status>#<at>}.");
    assertThat(keys).doesNotContain("targetKey");
  }

  @Test
  void theMapperWritesTheSortKeyAndReadsEachComponentBackFromIt() {
    String mapper = file(compileTicketSteps(), "TicketStepMapper");
    assertThat(mapper).contains("AttributeValue targetKey = AttributeValue.createS(TicketStepKeys.sortKey("
        + "ticketStep.status(), ticketStep.at()));");
    assertThat(mapper).contains(normal("KeyParts sortKey = KeyParts.of(Values.requireString(item, Layout.SK),"
        + " TicketStepKeys.TARGET_PREFIX, 2, \"SK\");"));
    assertThat(mapper).contains("TicketEvent.Status status = sortKey.enumOf(0, TicketEvent.Status.class);");
    assertThat(mapper).contains("Instant at = sortKey.instant(1);");
    assertThat(mapper).contains("return new TicketStep(ticket, status, at, note);");
    assertThat(mapper).doesNotContain("item.put(\"status\"");
  }

  @Test
  void theRepositoriesTakeEveryIdAndListByLeadingComponentsThenARange() {
    Compilation compilation = compileTicketSteps();
    for (String name : new String[] {"TicketStepRepository", "TicketStepAsyncRepository"}) {
      String repository = file(compilation, name);
      boolean async = name.contains("Async");
      String lambda = async ? "() -> " : "";
      assertThat(repository).contains(normal("private static final ListingSpec BY_TICKET = ListingSpec.baseLeading("
          + "TicketStepKeys.TYPE, TicketStepKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.enumOf(TicketEvent.Status.class));"));
      assertThat(repository).contains(normal("private static final ListingSpec BY_TICKET_1 = ListingSpec.base("
          + "TicketStepKeys.TYPE, TicketStepKeys.TARGET_PREFIX + Layout.DELIMITER, SortId.INSTANT);"));
      assertThat(repository).contains(normal("\"ticketSteps\", null, BY_TICKET, BY_TICKET_1));"));
      assertThat(repository).contains(normal("delete(String ticket, TicketEvent.Status status, Instant at) {"
          + " return deleteByKey(" + lambda + "TicketStepKeys.primaryKey(ticket, status, at)); }"));
      assertThat(repository).contains(normal("update(String ticket, TicketEvent.Status status, Instant at,"
          + " TicketStepUpdate update) {"));
      assertThat(repository).contains(normal("historyOfTicket(String ticket) { return listing(0, " + lambda
          + "TicketStepKeys.sourceKey(ticket), \"historyOfTicket\"); }"));
      assertThat(repository).contains(normal("historyOfTicket(String ticket, Range<TicketEvent.Status> status) {"
          + " return listing(0, " + lambda + "TicketStepKeys.sourceKey(ticket), null, status, \"historyOfTicket\"); }"));
      assertThat(repository).contains(normal("historyOfTicket(String ticket, TicketEvent.Status status) {"
          + " return listing(1, " + lambda + "TicketStepKeys.sourceKey(ticket), " + lambda
          + "TicketStepKeys.sortKeyPrefix(status), Range.all(), \"historyOfTicket\"); }"));
      assertThat(repository).contains(normal("historyOfTicket(String ticket, TicketEvent.Status status,"
          + " Range<Instant> at) { return listing(1, " + lambda + "TicketStepKeys.sourceKey(ticket), " + lambda
          + "TicketStepKeys.sortKeyPrefix(status), at, \"historyOfTicket\"); }"));
      assertThat(repository).contains("The TicketStep edges from {@code ticket} with this {@code status}, whose"
          + " {@code at} is in the given range, in at order (a Query on the table)");
    }
  }

  @Test
  void aThirdComponentAddsASpecAndTwoOverloadsAndItsSourceMayBeCounted() {
    Compilation compilation = Compiler.compile(Sources.node("test.Step",
        "@Edge(source = \"USER\", target = \"STEP\", table = \"Social\")",
        "record Step(@Edge.Source String user, @Edge.Target java.time.LocalDate day, @Edge.Target int hour,",
        "    @Edge.Target java.util.UUID id) {}"), Sources.node("test.User",
        "@Node(prefix = \"USER\", table = \"Social\")",
        "record User(@Node.Id String id, @Counter(edge = Step.class, end = End.SOURCE) long steps) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    String repository = normal(file(compilation, "test.StepRepository"));
    assertThat(repository).contains("BY_USER = ListingSpec.baseLeading(StepKeys.TYPE,");
    assertThat(repository).contains("BY_USER_1 = ListingSpec.baseLeading(StepKeys.TYPE, StepKeys.TARGET_PREFIX"
        + " + Layout.DELIMITER, SortId.INT);");
    assertThat(repository).contains("BY_USER_2 = ListingSpec.base(StepKeys.TYPE, StepKeys.TARGET_PREFIX"
        + " + Layout.DELIMITER, SortId.UUID);");
    assertThat(repository).contains("\"steps\", COUNTING, BY_USER, BY_USER_1, BY_USER_2));");
    assertThat(repository).contains("stepsOfUser(String user, LocalDate day, int hour, Range<UUID> id) {"
        + " return listing(2, StepKeys.sourceKey(user), StepKeys.sortKeyPrefix(day, hour), id, \"stepsOfUser\"); }");
    assertThat(repository).contains("stepsOfUser(String user, LocalDate day, Range<Integer> hour) {");
    assertThat(repository).contains("public long recountUserSteps(String user) {");
    String mapper = file(compilation, "test.StepMapper");
    assertThat(mapper).contains("int hour = sortKey.ofInt(1);");
    assertThat(mapper).contains("UUID id = sortKey.uuid(2);");
    assertThat(mapper).contains("LocalDate day = sortKey.date(0);");
  }

  @Test
  void theSourceNodesItemCollectionHoldsTheEdge() {
    String page = file(compileTicketSteps(), "TicketCollectionPage");
    assertThat(page).contains("List.of(TicketKeys.TYPE, TicketStepKeys.TYPE), List.of(TicketMapper.INSTANCE,"
        + " TicketStepMapper.INSTANCE));");
    assertThat(page).contains("public List<TicketStep> ticketSteps() { return items(1); }");
  }
}
