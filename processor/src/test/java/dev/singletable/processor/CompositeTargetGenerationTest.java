package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.CollectionPage;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemCollection;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.Range;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * What an edge with several {@code @Edge.Target} components generates: the keys class's composite sort
 * key and its prefixes, the mapper that reads the components back from the key, get/exists/delete/update
 * by every id, the listing from the source with one spec per count of fixed leading components and its
 * overloads in both flavors, and the source node's item collection with the edge. The samples' own
 * {@code TicketStep}, {@code Ticket} and {@code TicketEvent.Status}; the generated code compiles
 * against the runtime, and is called here on a {@link RecordingDynamoDb}.
 */
class CompositeTargetGenerationTest {
  private static final String SHOP = "test/java/dev/singletable/shop/";
  private static final String PACKAGE = "dev.singletable.shop.";
  private static final Instant AT = Instant.parse("2026-01-02T03:04:05Z");
  private static final String AT_KEY = "2026-01-02T03:04:05.000000000Z";

  private static Compilation compileTicketSteps() {
    return Compiler.compile(Compiler.samples(SHOP + "TicketStep.java", SHOP + "TicketEvent.java",
        SHOP + "Ticket.java"));
  }

  private static Object open(GeneratedApi api) {
    return api.type(PACKAGE + "TicketEvent$Status").call("valueOf", "OPEN");
  }

  /**
   * The generated javadoc of {@code name}, each run of whitespace one space, its leading {@code *}
   * dropped: only for the sentences of composite sort keys, which no golden shows (the goldens' edges
   * have one target component).
   */
  private static String javadoc(Compilation compilation, String name) {
    try {
      return compilation.generatedSourceFile(name).orElseThrow().getCharContent(false).toString()
          .replaceAll("\\n\\s*\\* ?", " ").replaceAll("\\s+", " ");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void theKeysClassNestsTheEncodersOfEveryTargetComponent() {
    Compilation compilation = compileTicketSteps();
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api keys = api.type(PACKAGE + "TicketStepKeys");
    assertEquals(List.of("public static Map<String, AttributeValue> primaryKey(String ticket,"
        + " TicketEvent.Status status, Instant at)", "public static String sortKey(TicketEvent.Status status,"
        + " Instant at)", "public static String sortKeyPrefix(TicketEvent.Status status)",
        "public static String sourceKey(String ticket)"), keys.methods());
    Object open = open(api);
    assertEquals("EVENT#OPEN#" + AT_KEY, keys.call("sortKey", open, AT));
    assertEquals("EVENT#OPEN#", keys.call("sortKeyPrefix", open));
    assertEquals(Map.of("PK", AttributeValue.fromS("TICKET#t1"), "SK", AttributeValue.fromS("EVENT#OPEN#" + AT_KEY)),
        keys.call("primaryKey", "t1", open, AT));
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("sortKey", null, AT)).getMessage()
        .startsWith("TicketStep.status is null"));
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("sortKey", open, null)).getMessage()
        .startsWith("TicketStep.at is null"));
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("sortKeyPrefix", (Object) null))
        .getMessage().startsWith("TicketStep.status is null"));
    assertThat(javadoc(compilation, PACKAGE + "TicketStepKeys"))
        .contains("{@code PK = TICKET#<ticket>}, {@code SK = EVENT#<status>#<at>}.");
  }

  @Test
  void theMapperWritesTheSortKeyAndReadsEachComponentBackFromIt() {
    GeneratedApi api = GeneratedApi.of(compileTicketSteps());
    ItemMapper<Object> mapper = api.mapper(PACKAGE + "TicketStep");
    Object step = api.make(PACKAGE + "TicketStep", "t1", open(api), AT, "hi");
    Map<String, AttributeValue> item = mapper.toItem(step);
    assertEquals(Map.of("PK", AttributeValue.fromS("TICKET#t1"), "SK", AttributeValue.fromS("EVENT#OPEN#" + AT_KEY),
        "_type", AttributeValue.fromS("TicketStep"), "note", AttributeValue.fromS("hi")), item);
    assertEquals(step, mapper.fromItem(item));
    Map<String, AttributeValue> onePart = new HashMap<>(item);
    onePart.put("SK", AttributeValue.fromS("EVENT#OPEN"));
    assertThat(assertThrows(MalformedItemException.class, () -> mapper.fromItem(onePart)).getMessage())
        .startsWith("Attribute SK is 'EVENT#OPEN', which is not 'EVENT#' followed by 2 key parts separated by '#'.");
  }

  @Test
  void theRepositoriesTakeEveryIdAndListByLeadingComponentsThenARange() {
    Compilation compilation = compileTicketSteps();
    GeneratedApi api = GeneratedApi.of(compilation);
    Object open = open(api);
    for (String flavor : new String[] {"", "Async"}) {
      String name = PACKAGE + "TicketStep" + flavor + "Repository";
      boolean async = !flavor.isEmpty();
      GeneratedApi.Api repository = api.type(name);
      String listing = "public " + flavor + "Listing<TicketStep> historyOfTicket(";
      assertEquals(List.of(listing + "String ticket)", listing + "String ticket, Range<TicketEvent.Status> status)",
          listing + "String ticket, TicketEvent.Status status)",
          listing + "String ticket, TicketEvent.Status status, Range<Instant> at)"),
          repository.methods("historyOfTicket"));
      assertEquals(List.of("private static final ListingSpec BY_TICKET",
          "private static final ListingSpec BY_TICKET_1"), repository.fields());
      String returns = async ? "CompletableFuture<Boolean>" : "boolean";
      assertTrue(repository.methods("delete").contains("public " + returns + " delete(String ticket,"
          + " TicketEvent.Status status, Instant at)"), repository::toString);
      String updated = async ? "CompletableFuture<TicketStep>" : "TicketStep";
      assertTrue(repository.methods("update").contains("public " + updated + " update(String ticket,"
          + " TicketEvent.Status status, Instant at, TicketStepUpdate update)"), repository::toString);

      RecordingDynamoDb db = new RecordingDynamoDb();
      Object steps = api.make(name, async ? db.asyncClient : db.client, "t");
      for (Object[] arguments : List.of(new Object[] {"t1"}, new Object[] {"t1", Range.from(open)},
          new Object[] {"t1", open}, new Object[] {"t1", open, Range.from(AT)})) {
        GeneratedApi.page(GeneratedApi.invoke(steps, "historyOfTicket", arguments), ListOptions.defaults());
      }
      assertEquals(List.of("table: PK = TICKET#t1 AND begins_with(SK, EVENT#)",
          "table: PK = TICKET#t1 AND SK BETWEEN EVENT#OPEN AND EVENT$",
          "table: PK = TICKET#t1 AND begins_with(SK, EVENT#OPEN#)",
          "table: PK = TICKET#t1 AND SK BETWEEN EVENT#OPEN#" + AT_KEY + " AND EVENT#OPEN$"), db.queries(), name);
      // The spec with no component fixed reads a Status as its sort id, the one with the status fixed an Instant.
      ListOptions notAnId = ListOptions.defaults().startingAt("zz");
      assertThat(assertThrows(InvalidRequestException.class, () -> GeneratedApi.page(
          GeneratedApi.invoke(steps, "historyOfTicket", "t1"), notAnId)).getMessage())
          .contains("whose sort ids are of type Status");
      assertThat(assertThrows(InvalidRequestException.class, () -> GeneratedApi.page(
          GeneratedApi.invoke(steps, "historyOfTicket", "t1", open), notAnId)).getMessage())
          .contains("whose sort ids are of type Instant");
      // A delete by every id deletes the key they make; the async one reads its key in its future.
      if (async) {
        assertEquals(false, GeneratedApi.join(steps, "delete", "t1", open, AT));
        CompletableFuture<?> failed = (CompletableFuture<?>) GeneratedApi.invoke(steps, "delete", "t1", null, AT);
        CompletionException e = assertThrows(CompletionException.class, failed::join);
        assertTrue(e.getCause() instanceof InvalidKeyException, e::toString);
      } else {
        assertEquals(false, GeneratedApi.invoke(steps, "delete", "t1", open, AT));
        assertThrows(InvalidKeyException.class, () -> GeneratedApi.invoke(steps, "delete", "t1", null, AT));
      }
      assertEquals(List.of(api.type(PACKAGE + "TicketStepKeys").call("primaryKey", "t1", open, AT)),
          db.requests(DeleteItemRequest.class).stream().map(DeleteItemRequest::key).toList());
    }
    assertThat(javadoc(compilation, PACKAGE + "TicketStepRepository")).contains("The TicketStep edges from {@code"
        + " ticket} with this {@code status}, whose {@code at} is in the given range, in at order (a Query on the"
        + " table)");
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
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api repository = api.type("test.StepRepository");
    assertEquals(List.of("private static final EdgeCounting COUNTING", "private static final ListingSpec BY_USER",
        "private static final ListingSpec BY_USER_1", "private static final ListingSpec BY_USER_2"),
        repository.fields());
    assertEquals(List.of("public Listing<Step> stepsOfUser(String user)",
        "public Listing<Step> stepsOfUser(String user, LocalDate day)",
        "public Listing<Step> stepsOfUser(String user, LocalDate day, Range<Integer> hour)",
        "public Listing<Step> stepsOfUser(String user, LocalDate day, int hour)",
        "public Listing<Step> stepsOfUser(String user, LocalDate day, int hour, Range<UUID> id)",
        "public Listing<Step> stepsOfUser(String user, Range<LocalDate> day)"), repository.methods("stepsOfUser"));
    assertEquals(List.of("public long recountUserSteps(String user)"), repository.methods("recountUserSteps"));

    LocalDate day = LocalDate.of(2026, 1, 2);
    UUID id = UUID.fromString("00000000-0000-0000-0000-000000000001");
    RecordingDynamoDb db = new RecordingDynamoDb();
    Object steps = api.make("test.StepRepository", db.client, "t");
    GeneratedApi.page(GeneratedApi.invoke(steps, "stepsOfUser", "u1", day, Range.from(3)), ListOptions.defaults());
    GeneratedApi.page(GeneratedApi.invoke(steps, "stepsOfUser", "u1", day, 3, Range.from(id)), ListOptions.defaults());
    assertEquals(List.of("table: PK = USER#u1 AND SK BETWEEN STEP#2026-01-02#0000000003 AND STEP#2026-01-02$",
        "table: PK = USER#u1 AND SK BETWEEN STEP#2026-01-02#0000000003#" + id + " AND STEP#2026-01-02#0000000003$"),
        db.queries());
    List<String> types = List.of(new Object[] {"u1"}, new Object[] {"u1", day}, new Object[] {"u1", day, 3}).stream()
        .map(arguments -> assertThrows(InvalidRequestException.class, () -> GeneratedApi.page(
            GeneratedApi.invoke(steps, "stepsOfUser", arguments), ListOptions.defaults().startingAt("zz")))
            .getMessage().replaceAll(".*whose sort ids are of type (\\w+):.*", "$1"))
        .toList();
    assertEquals(List.of("LocalDate", "int", "UUID"), types);

    // The mapper reads every component back from the sort key; the create adds to the source's counter.
    Object step = api.make("test.Step", "u1", day, 3, id);
    ItemMapper<Object> mapper = api.mapper("test.Step");
    assertEquals(AttributeValue.fromS("STEP#2026-01-02#0000000003#" + id), mapper.toItem(step).get("SK"));
    assertEquals(step, mapper.fromItem(mapper.toItem(step)));
    assertEquals(true, GeneratedApi.invoke(steps, "create", step));
    TransactWriteItemsRequest create = db.requests(TransactWriteItemsRequest.class).get(0);
    assertEquals(List.of("USER#u1 [steps]"), create.transactItems().stream().filter(item -> item.update() != null)
        .map(item -> item.update().key().get("PK").s() + " " + item.update().expressionAttributeNames().values()
            .stream().filter(name -> !name.equals("PK")).toList())
        .toList());
  }

  @Test
  void theSourceNodesItemCollectionHoldsTheEdge() {
    GeneratedApi api = GeneratedApi.of(compileTicketSteps());
    assertEquals(List.of("public List<TicketStep> ticketSteps()", "public Optional<Ticket> ticket()"),
        api.type(PACKAGE + "TicketCollectionPage").methods());
    Object ticket = api.make(PACKAGE + "Ticket", "t1", "Broken");
    Object step = api.make(PACKAGE + "TicketStep", "t1", open(api), AT, "hi");
    List<Map<String, AttributeValue>> partition = List.of(api.mapper(PACKAGE + "Ticket").toItem(ticket),
        api.mapper(PACKAGE + "TicketStep").toItem(step));
    RecordingDynamoDb db = new RecordingDynamoDb(request -> QueryResponse.builder().items(partition)
        .count(partition.size()).build());
    CollectionPage page = ((ItemCollection<?>) GeneratedApi.invoke(api.make(PACKAGE + "TicketRepository", db.client,
        "t"), "collection", "t1")).page();
    assertEquals(Optional.of(ticket), GeneratedApi.invoke(page, "ticket"));
    assertEquals(List.of(step), GeneratedApi.invoke(page, "ticketSteps"));
    assertEquals(List.of("table: PK = TICKET#t1"), db.queries());
    assertEquals(0, page.skippedItems());
  }
}
