package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.AsyncListing;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.ReadConsistency;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * What {@code @Index} generates: the keys class's key methods, the mapper's sparse puts, the
 * repositories' listing overloads over one spec per count of fixed sort components, the typed update
 * without the indexed components, and the table definition with every index. The generated code
 * compiles against the runtime; {@link GeneratedApi} reads its signatures and calls it, the
 * repositories on a {@link RecordingDynamoDb}.
 */
class IndexGenerationTest {
  private static final Instant AT = Instant.parse("2026-01-02T03:04:05Z");
  private static final String AT_KEY = "2026-01-02T03:04:05.000000000Z";

  /** The brief's Order: one index of one sort component, one of two. */
  private static JavaFileObject order() {
    return Sources.node("test.Order",
        "@Node(prefix = \"ORDER\", table = \"Shop\")",
        "@Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderedAt}\", listing = \"ordersOfCustomer\")",
        "@Index(name = \"GSI3\", partition = \"p#{product}\", sort = \"o#{orderedAt}#{orderId}\","
            + " listing = \"ordersOfProduct\")",
        "record Order(@Node.Id String orderId, String customer, String product, java.time.Instant orderedAt,"
            + " int quantity) {}");
  }

  /** The indexes of a table class's definition: {@code global [GSI2, GSI3], local []}. */
  private static String indexes(GeneratedApi api, String table) {
    CreateTableRequest definition = (CreateTableRequest) api.type(table).call("definition", "t");
    return "global " + definition.globalSecondaryIndexes().stream().map(GlobalSecondaryIndex::indexName).toList()
        + ", local " + definition.localSecondaryIndexes().stream().map(LocalSecondaryIndex::indexName).toList();
  }

  /** The declarations of the methods of {@code keys} that make index keys. */
  private static List<String> indexKeyMethods(GeneratedApi.Api keys) {
    return keys.methods().stream().filter(method -> method.matches(".* (gsi|lsi)\\d.*")).toList();
  }

  /**
   * The generated javadoc of {@code name}, each run of whitespace one space, its leading {@code *}
   * dropped: only for the sentences of local indexes and of the table class that declares them, which
   * no golden shows (the goldens' records have global indexes only).
   */
  private static String javadoc(Compilation compilation, String name) {
    try {
      return normal(compilation.generatedSourceFile(name).orElseThrow().getCharContent(false).toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String normal(String code) {
    return code.replaceAll("\\n\\s*\\* ?", " ").replaceAll("\\s+", " ");
  }

  @Test
  void aUniqueIndexIsALookupThatReturnsAnOptional() {
    Compilation compilation = Compiler.compile(Sources.node("test.Invoice",
        "@Node(prefix = \"INVOICE\", table = \"Shop\")",
        "@Index(name = \"GSI3\", partition = \"o#{order}\", sort = \"i#{invoiceId}\", listing = \"invoiceOfOrder\","
            + " unique = true)",
        "record Invoice(@Node.Id String invoiceId, String order, long cents) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("public Optional<Invoice> invoiceOfOrder(String order)"),
        api.type("test.InvoiceRepository").methods("invoiceOfOrder"));
    assertEquals(List.of("public CompletableFuture<Optional<Invoice>> invoiceOfOrder(String order)"),
        api.type("test.InvoiceAsyncRepository").methods("invoiceOfOrder"));

    RecordingDynamoDb db = new RecordingDynamoDb();
    Object invoices = api.make("test.InvoiceRepository", db.client, "t");
    Object asyncInvoices = api.make("test.InvoiceAsyncRepository", db.asyncClient, "t");
    assertEquals(Optional.empty(), GeneratedApi.invoke(invoices, "invoiceOfOrder", "o1"));
    assertEquals(Optional.empty(), GeneratedApi.join(asyncInvoices, "invoiceOfOrder", "o1"));
    assertEquals(List.of("GSI3: GSI3PK = o#o1 AND begins_with(GSI3SK, i#)",
        "GSI3: GSI3PK = o#o1 AND begins_with(GSI3SK, i#)"), db.queries());
    // The async lookup reads its key in the future it returns, and fails that future.
    assertThrows(InvalidKeyException.class, () -> GeneratedApi.invoke(invoices, "invoiceOfOrder", (Object) null));
    CompletableFuture<?> lookup = (CompletableFuture<?>) GeneratedApi.invoke(asyncInvoices, "invoiceOfOrder",
        (Object) null);
    CompletionException failed = assertThrows(CompletionException.class, lookup::join);
    assertTrue(failed.getCause() instanceof InvalidKeyException, failed::toString);
    assertEquals(2, db.requests().size());
  }

  @Test
  void theKeysClassMakesEachIndexKeyFromItsTemplate() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi.Api keys = GeneratedApi.of(compilation).type("test.OrderKeys");
    assertEquals(List.of("public static String gsi2Partition(String customer)",
        "public static String gsi2Sort(Instant orderedAt)", "public static String gsi3Partition(String product)",
        "public static String gsi3Sort(Instant orderedAt, String orderId)",
        "public static String gsi3SortPrefix(Instant orderedAt)"), indexKeyMethods(keys));
    assertEquals("c#c1", keys.call("gsi2Partition", "c1"));
    assertEquals("o#" + AT_KEY, keys.call("gsi2Sort", AT));
    assertEquals("p#p1", keys.call("gsi3Partition", "p1"));
    assertEquals("o#" + AT_KEY + "#o9", keys.call("gsi3Sort", AT, "o9"));
    assertEquals("o#" + AT_KEY + "#", keys.call("gsi3SortPrefix", AT));
    // Each component is named in a refusal, and checked against its key's limit: 2048 bytes for a
    // partition key, 1024 for a sort key.
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("gsi2Partition", (Object) null))
        .getMessage().startsWith("Order.customer is null"));
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("gsi2Sort", (Object) null))
        .getMessage().startsWith("Order.orderedAt is null"));
    assertEquals(2048, ((String) keys.call("gsi2Partition", "x".repeat(2046))).length());
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("gsi2Partition", "x".repeat(2047)))
        .getMessage().startsWith("Order.customer makes the key 2049 bytes long in UTF-8, over DynamoDB's limit of"
            + " 2048 bytes"));
    String longest = "x".repeat(1024 - ("o#" + AT_KEY + "#").length());
    assertEquals(1024, ((String) keys.call("gsi3Sort", AT, longest)).length());
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("gsi3Sort", AT, longest + "x"))
        .getMessage().startsWith("Order.orderId makes the key 1025 bytes long in UTF-8, over DynamoDB's limit of"
            + " 1024 bytes"));
  }

  @Test
  void theMapperPutsAnIndexsKeysOnlyWhenNoneOfTheirComponentsIsNullAndANodePutRemovesThem() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    ItemMapper<Object> mapper = api.mapper("test.Order");
    Map<String, AttributeValue> item = mapper.toItem(api.make("test.Order", "o1", "c1", "p1", AT, 2));
    assertEquals(Map.of("GSI2PK", "c#c1", "GSI2SK", "o#" + AT_KEY, "GSI3PK", "p#p1", "GSI3SK", "o#" + AT_KEY + "#o1"),
        indexKeys(item));
    assertEquals(Map.of("GSI3PK", "p#p1", "GSI3SK", "o#" + AT_KEY + "#o1"),
        indexKeys(mapper.toItem(api.make("test.Order", "o1", null, "p1", AT, 2))));
    assertEquals(Map.of("GSI2PK", "c#c1", "GSI2SK", "o#" + AT_KEY),
        indexKeys(mapper.toItem(api.make("test.Order", "o1", "c1", null, AT, 2))));
    assertEquals(Map.of(), indexKeys(mapper.toItem(api.make("test.Order", "o1", "c1", "p1", null, 2))));
    // The attributes a node's put writes or else removes: the index keys among them.
    assertEquals(List.of("customer", "product", "orderedAt", "quantity", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK"),
        ((NodeMapper<?>) mapper).attributes());
  }

  private static Map<String, String> indexKeys(Map<String, AttributeValue> item) {
    Map<String, String> keys = new HashMap<>();
    item.forEach((name, value) -> {
      if (name.startsWith("GSI") || name.startsWith("LSI")) {
        keys.put(name, value.s());
      }
    });
    return keys;
  }

  @Test
  void theRepositoriesListEachIndexByPartitionRangeAndLeadingSortComponents() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    for (String flavor : new String[] {"", "Async"}) {
      GeneratedApi.Api repository = api.type("test.Order" + flavor + "Repository");
      String listing = "public " + flavor + "Listing<Order> ";
      assertEquals(List.of(listing + "ordersOfCustomer(String customer)",
          listing + "ordersOfCustomer(String customer, Range<Instant> orderedAt)"),
          repository.methods("ordersOfCustomer"));
      assertEquals(List.of(listing + "ordersOfProduct(String product)",
          listing + "ordersOfProduct(String product, Instant orderedAt)",
          listing + "ordersOfProduct(String product, Instant orderedAt, Range<String> orderId)",
          listing + "ordersOfProduct(String product, Range<Instant> orderedAt)"),
          repository.methods("ordersOfProduct"));
      assertEquals(List.of("private static final ListingSpec BY_GSI2_0", "private static final ListingSpec BY_GSI3_0",
          "private static final ListingSpec BY_GSI3_1"), repository.fields());
    }

    RecordingDynamoDb db = new RecordingDynamoDb();
    Object orders = api.make("test.OrderRepository", db.client, "t");
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersOfCustomer", "c1")).page();
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersOfCustomer", "c1", Range.from(AT))).page();
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersOfProduct", "p1", Range.from(AT))).page();
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersOfProduct", "p1", AT)).page();
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersOfProduct", "p1", AT, Range.from("o5"))).page();
    Object asyncOrders = api.make("test.OrderAsyncRepository", db.asyncClient, "t");
    ((AsyncListing<?>) GeneratedApi.invoke(asyncOrders, "ordersOfCustomer", "c1")).page().join();
    ((AsyncListing<?>) GeneratedApi.invoke(asyncOrders, "ordersOfProduct", "p1", AT, Range.from("o5"))).page().join();
    String byProductAndTime = "GSI3: GSI3PK = p#p1 AND GSI3SK BETWEEN o#" + AT_KEY + "#o5 AND o#" + AT_KEY + "$";
    assertEquals(List.of("GSI2: GSI2PK = c#c1 AND begins_with(GSI2SK, o#)",
        "GSI2: GSI2PK = c#c1 AND GSI2SK BETWEEN o#" + AT_KEY + " AND o$",
        "GSI3: GSI3PK = p#p1 AND GSI3SK BETWEEN o#" + AT_KEY + " AND o$",
        "GSI3: GSI3PK = p#p1 AND begins_with(GSI3SK, o#" + AT_KEY + "#)",
        byProductAndTime,
        "GSI2: GSI2PK = c#c1 AND begins_with(GSI2SK, o#)",
        byProductAndTime), db.queries());
    // The async listing reads its keys when a page is asked for, and fails that page's future.
    AsyncListing<?> unread = (AsyncListing<?>) GeneratedApi.invoke(asyncOrders, "ordersOfProduct", "p1", null,
        Range.all());
    CompletionException failed = assertThrows(CompletionException.class, () -> unread.page().join());
    assertTrue(failed.getCause() instanceof InvalidKeyException, failed::toString);
    assertThrows(InvalidKeyException.class, () -> GeneratedApi.invoke(orders, "ordersOfProduct", "p1", null,
        Range.all()));
    assertEquals(7, db.requests().size());

    Map<String, AttributeValue> stored = api.mapper("test.Order").toItem(api.make("test.Order", "o1", "c1", "p1", AT,
        2));
    for (String repository : new String[] {"test.OrderRepository", "test.OrderAsyncRepository"}) {
      assertEquals(List.of("GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK"), api.backfilled(repository, stored));
    }
  }

  @Test
  void theTypedUpdateHasNoSettersForIndexedComponentsAndTheTableCreatesEveryIndex() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("public OrderUpdate addQuantity(int delta)",
        "public OrderUpdate ifQuantityEquals(int quantity)", "public OrderUpdate quantity(int quantity)",
        "public static OrderUpdate of()"),
        api.type("test.OrderUpdate").methods());
    assertEquals("global [GSI2, GSI3], local []", indexes(api, "test.ShopTable"));
  }

  @Test
  void aNodeWhoseAttributesAllFeedAnIndexHasNoTypedUpdate() {
    Compilation compilation = Compiler.compile(Sources.node("test.Order",
        "@Node(prefix = \"ORDER\", table = \"Shop\")",
        "@Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderId}\", listing = \"ordersOfCustomer\")",
        "record Order(@Node.Id String orderId, String customer) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.OrderMapper");
    assertEquals(Optional.empty(), compilation.generatedSourceFile("test.OrderUpdate"));
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of(), api.type("test.OrderRepository").methods("update"));
    assertEquals(List.of(), api.type("test.OrderAsyncRepository").methods("update"));
  }

  /**
   * An edge's index specs follow its listings by source and target in the wiring, and its index
   * overlays the inverted index's table definition; primitive components need no null check.
   */
  @Test
  void anEdgeWithAnIndexBesideItsInvertedIndex() {
    Compilation compilation = Compiler.compile(Sources.source("test.Rating",
        "@Edge(source = \"USER\", target = \"MOVIE\", invertedIndex = \"GSI1\")",
        "@dev.singletable.annotations.Index(name = \"GSI2\", partition = \"m#{movie}\", sort = \"s#{stars}#{user}\","
            + " listing = \"ratingsByStars\")",
        "record Rating(@Edge.Source String user, @Edge.Target String movie, int stars) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(Map.of("GSI2PK", "m#m1", "GSI2SK", "s#0000000004#u1", "GSI1PK", "MOVIE#m1", "GSI1SK", "USER#u1"),
        indexKeys(api.mapper("test.Rating").toItem(api.make("test.Rating", "u1", "m1", 4))));
    assertEquals("s#0000000003#u1", api.type("test.RatingKeys").call("gsi2Sort", 3, "u1"));
    assertEquals(List.of("public Listing<Rating> ratingsByStars(String movie)",
        "public Listing<Rating> ratingsByStars(String movie, Range<Integer> stars)",
        "public Listing<Rating> ratingsByStars(String movie, int stars)",
        "public Listing<Rating> ratingsByStars(String movie, int stars, Range<String> user)"),
        api.type("test.RatingRepository").methods("ratingsByStars"));
    for (String repository : new String[] {"test.RatingRepository", "test.RatingAsyncRepository"}) {
      RecordingDynamoDb db = new RecordingDynamoDb();
      boolean async = repository.contains("Async");
      Object ratings = api.make(repository, async ? db.asyncClient : db.client, "t");
      for (Object[] call : new Object[][] {{"ratingsOfUser", "u1"}, {"ratingsOfMovie", "m1"},
          {"ratingsByStars", "m1", Range.from(3)}, {"ratingsByStars", "m1", 4, Range.from("u5")}}) {
        GeneratedApi.page(GeneratedApi.invoke(ratings, (String) call[0], Arrays.copyOfRange(call, 1, call.length)),
            ListOptions.defaults());
      }
      assertEquals(List.of("table: PK = USER#u1 AND begins_with(SK, MOVIE#)",
          "GSI1: GSI1PK = MOVIE#m1 AND begins_with(GSI1SK, USER#)",
          "GSI2: GSI2PK = m#m1 AND GSI2SK BETWEEN s#0000000003 AND s$",
          "GSI2: GSI2PK = m#m1 AND GSI2SK BETWEEN s#0000000004#u5 AND s#0000000004$"), db.queries(), repository);
      // The listing by stars alone reads its sort ids as ints.
      Object byStars = GeneratedApi.invoke(ratings, "ratingsByStars", "m1");
      InvalidRequestException refused = assertThrows(InvalidRequestException.class,
          () -> GeneratedApi.page(byStars, ListOptions.defaults().startingAt("many")));
      assertThat(refused.getMessage()).contains("whose sort ids are of type int");
    }
    assertEquals("global [GSI1, GSI2], local []", indexes(api, "test.MainTable"));
  }

  /**
   * The samples' Online Shop: nine records of one table over four indexes, GSI2 and GSI3 overloaded
   * by several of them, and an edge's inverted index beside them.
   */
  @Test
  void theOnlineShopCompilesWithoutWarnings() {
    String shop = "test/java/dev/singletable/shop/";
    Compilation compilation = Compiler.compile(Compiler.samples(shop + "Customer.java", shop + "Inventory.java",
        shop + "Invoice.java", shop + "Order.java", shop + "OrderItem.java", shop + "Payment.java",
        shop + "Product.java", shop + "Shipment.java", shop + "Warehouse.java", shop + "TicketEvent.java",
        shop + "Ticket.java", shop + "TicketStep.java", shop + "CustomerOrder.java"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals("global [GSI1, GSI2, GSI3, GSI4], local [LSI1, LSI2]", indexes(api, "dev.singletable.shop.ShopTable"));
    GeneratedApi.Api update = api.type("dev.singletable.shop.ShipmentUpdate");
    assertEquals(List.of("public ShipmentUpdate address(String address)"), update.methods("address"));
    assertEquals(List.of(), update.methods("shippedAt"));
  }

  /** Every kind of component a template takes has its key encoder and its sort id. */
  @Test
  void everyKeyPartTypeHasItsEncoder() {
    Compilation compilation = Compiler.compile(Sources.node("test.Event",
        "@Node(prefix = \"EVENT\")",
        "@Index(name = \"GSI2\", partition = \"d#{day}#{kind}\", sort = \"e#{serial}#{tenant}#{boxedCount}#{at}\","
            + " listing = \"eventsOfDay\")",
        "record Event(@Node.Id String id, java.time.LocalDate day, Kind kind, long serial, java.util.UUID tenant,",
        "    Integer boxedCount, java.time.Instant at) {",
        "  enum Kind { A, B }",
        "}"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api keys = api.type("test.EventKeys");
    LocalDate day = LocalDate.of(2026, 1, 2);
    Object kind = api.type("test.Event$Kind").call("valueOf", "A");
    UUID tenant = UUID.fromString("00000000-0000-0000-0000-000000000001");
    assertEquals("d#2026-01-02#A", keys.call("gsi2Partition", day, kind));
    assertEquals("e#0000000000000000007#" + tenant + "#0000000005#" + AT_KEY, keys.call("gsi2Sort", 7L, tenant, 5, AT));
    assertTrue(assertThrows(InvalidKeyException.class, () -> keys.call("gsi2Sort", 7L, tenant, null, AT))
        .getMessage().startsWith("Event.boxedCount is null"));

    GeneratedApi.Api repository = api.type("test.EventRepository");
    assertTrue(repository.methods("eventsOfDay").contains("public Listing<Event> eventsOfDay(LocalDate day,"
        + " Event.Kind kind, long serial, UUID tenant, Range<Integer> boxedCount)"), repository::toString);
    // Each count of fixed leading components has the spec of the next one's type.
    Object events = api.make("test.EventRepository", new RecordingDynamoDb().client, "t");
    ListOptions notAnId = ListOptions.defaults().startingAt("zz");
    List<Object[]> leading = List.of(new Object[] {day, kind}, new Object[] {day, kind, 7L},
        new Object[] {day, kind, 7L, tenant}, new Object[] {day, kind, 7L, tenant, 5});
    List<String> types = leading.stream().map(arguments -> assertThrows(InvalidRequestException.class,
        () -> ((Listing<?>) GeneratedApi.invoke(events, "eventsOfDay", arguments)).page(notAnId)).getMessage())
        .map(message -> message.replaceAll(".*whose sort ids are of type (\\w+):.*", "$1")).toList();
    assertEquals(List.of("long", "UUID", "int", "Instant"), types);
  }

  /**
   * A customer's orders as edges in the customer's partition, sorted two more ways by local indexes
   * (one sparse), beside a global index.
   */
  private static JavaFileObject customerOrder() {
    return Sources.node("test.CustomerOrder",
        "@Edge(source = \"CUSTOMER\", target = \"ORDER\", table = \"Shop\")",
        "@Index(name = \"LSI1\", local = true, sort = \"o#{placedAt}#{order}\", listing = \"ordersByTime\")",
        "@Index(name = \"LSI2\", local = true, sort = \"s#{shippedAt}\", listing = \"shippedOrders\")",
        "@Index(name = \"GSI2\", partition = \"st#{status}\", sort = \"o#{placedAt}\", listing = \"ordersByStatus\")",
        "record CustomerOrder(@Edge.Source String customer, @Edge.Target String order, java.time.Instant placedAt,",
        "    java.time.Instant shippedAt, String status, long totalCents) {}");
  }

  /** A local index's key is its sort key alone: the keys class makes no partition key of its own for it. */
  @Test
  void aLocalIndexHasASortKeyAndTheBasePartition() {
    Compilation compilation = Compiler.compile(customerOrder());
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api keys = api.type("test.CustomerOrderKeys");
    assertEquals(List.of("public static String gsi2Partition(String status)",
        "public static String gsi2Sort(Instant placedAt)",
        "public static String lsi1Sort(Instant placedAt, String order)",
        "public static String lsi1SortPrefix(Instant placedAt)", "public static String lsi2Sort(Instant shippedAt)"),
        indexKeyMethods(keys));
    assertEquals("o#" + AT_KEY + "#o1", keys.call("lsi1Sort", AT, "o1"));
    assertEquals("o#" + AT_KEY + "#", keys.call("lsi1SortPrefix", AT));
    assertThat(javadoc(compilation, "test.CustomerOrderKeys")).contains("On local index LSI1, {@code PK} and {@code"
        + " LSI1SK = o#<placedAt>#<order>}, when none of them is null.");
    ItemMapper<Object> mapper = api.mapper("test.CustomerOrder");
    assertEquals(Map.of("LSI1SK", "o#" + AT_KEY + "#o1", "LSI2SK", "s#" + AT_KEY, "GSI2PK", "st#new", "GSI2SK",
        "o#" + AT_KEY), indexKeys(mapper.toItem(api.make("test.CustomerOrder", "c1", "o1", AT, AT, "new", 5L))));
    assertEquals(Map.of("LSI1SK", "o#" + AT_KEY + "#o1"),
        indexKeys(mapper.toItem(api.make("test.CustomerOrder", "c1", "o1", AT, null, null, 5L))));
    assertEquals(Map.of("LSI2SK", "s#" + AT_KEY),
        indexKeys(mapper.toItem(api.make("test.CustomerOrder", "c1", "o1", null, AT, null, 5L))));
  }

  @Test
  void aLocalIndexListsTheBasePartitionAndMayReadStrongly() {
    Compilation compilation = Compiler.compile(customerOrder());
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("private static final ListingSpec BY_CUSTOMER", "private static final ListingSpec BY_GSI2_0",
        "private static final ListingSpec BY_LSI1_0", "private static final ListingSpec BY_LSI1_1",
        "private static final ListingSpec BY_LSI2_0"), api.type("test.CustomerOrderRepository").fields());
    GeneratedApi.Api repository = api.type("test.CustomerOrderRepository");
    assertTrue(repository.methods("ordersByTime").contains("public Listing<CustomerOrder> ordersByTime(String customer,"
        + " Instant placedAt, Range<String> order)"), repository::toString);
    assertEquals(List.of("public Listing<CustomerOrder> shippedOrders(String customer)",
        "public Listing<CustomerOrder> shippedOrders(String customer, Range<Instant> shippedAt)"),
        repository.methods("shippedOrders"));

    RecordingDynamoDb db = new RecordingDynamoDb();
    Object orders = api.make("test.CustomerOrderRepository", db.client, "t");
    ListOptions strong = ListOptions.defaults().consistency(ReadConsistency.STRONG);
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersByTime", "c1")).page(strong);
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersByTime", "c1", AT, Range.from("o5"))).page();
    ((Listing<?>) GeneratedApi.invoke(orders, "shippedOrders", "c1", Range.from(AT))).page(strong);
    ((Listing<?>) GeneratedApi.invoke(orders, "ordersByStatus", "new")).page();
    Listing<?> byStatus = (Listing<?>) GeneratedApi.invoke(orders, "ordersByStatus", "new");
    assertThrows(InvalidRequestException.class, () -> byStatus.page(strong));
    Object asyncOrders = api.make("test.CustomerOrderAsyncRepository", db.asyncClient, "t");
    ((AsyncListing<?>) GeneratedApi.invoke(asyncOrders, "ordersByTime", "c1", Range.from(AT))).page().join();
    assertEquals(List.of("LSI1: PK = CUSTOMER#c1 AND begins_with(LSI1SK, o#)",
        "LSI1: PK = CUSTOMER#c1 AND LSI1SK BETWEEN o#" + AT_KEY + "#o5 AND o#" + AT_KEY + "$",
        "LSI2: PK = CUSTOMER#c1 AND LSI2SK BETWEEN s#" + AT_KEY + " AND s$",
        "GSI2: GSI2PK = st#new AND begins_with(GSI2SK, o#)",
        "LSI1: PK = CUSTOMER#c1 AND LSI1SK BETWEEN o#" + AT_KEY + " AND o$"), db.queries());
    assertEquals(List.of(true, false, true, false, false), db.requests(QueryRequest.class).stream()
        .map(query -> Boolean.TRUE.equals(query.consistentRead())).toList());
    assertThat(javadoc(compilation, "test.CustomerOrderRepository")).contains("The CustomerOrder edges in the"
        + " partition {@code PK = CUSTOMER#<customer>} of local index LSI2, in {@code shippedAt} order (a Query on"
        + " index LSI2, eventually consistent unless the options ask for {@code ReadConsistency.STRONG})");

    Map<String, AttributeValue> stored = api.mapper("test.CustomerOrder")
        .toItem(api.make("test.CustomerOrder", "c1", "o1", AT, AT, "new", 5L));
    for (String name : new String[] {"test.CustomerOrderRepository", "test.CustomerOrderAsyncRepository"}) {
      assertEquals(List.of("GSI2PK", "GSI2SK", "LSI1SK", "LSI2SK"), api.backfilled(name, stored));
    }
  }

  @Test
  void theTableCreatesLocalIndexesAndTheUpdateSkipsTheirComponents() {
    Compilation compilation = Compiler.compile(customerOrder());
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals("global [GSI2], local [LSI1, LSI2]", indexes(api, "test.ShopTable"));
    assertThat(javadoc(compilation, "test.ShopTable")).contains("The Shop table: key attributes {@code PK}/{@code SK},"
        + " global secondary indexes GSI2, local secondary indexes LSI1, LSI2, and a repository");
    assertEquals(List.of("public CustomerOrderUpdate addTotalCents(long delta)",
        "public CustomerOrderUpdate ifTotalCentsEquals(long totalCents)",
        "public CustomerOrderUpdate totalCents(long totalCents)", "public static CustomerOrderUpdate of()"),
        api.type("test.CustomerOrderUpdate").methods());
  }

  /** A node's local index reads the node's partition: its argument is the id, its key {@code PK = <prefix>#<id>}. */
  @Test
  void aNodesLocalIndexListsByItsId() {
    Compilation compilation = Compiler.compile(Sources.node("test.Account",
        "@Node(prefix = \"ACCOUNT\", table = \"Bank\")",
        "@Index(name = \"LSI1\", local = true, sort = \"t#{openedAt}\", listing = \"byOpening\")",
        "record Account(@Node.Id String accountId, java.time.LocalDate openedAt, long cents) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertTrue(api.type("test.AccountRepository").methods("byOpening")
        .contains("public Listing<Account> byOpening(String accountId)"));
    RecordingDynamoDb db = new RecordingDynamoDb();
    ((Listing<?>) GeneratedApi.invoke(api.make("test.AccountRepository", db.client, "t"), "byOpening", "a1")).page();
    assertEquals(List.of("LSI1: PK = ACCOUNT#a1 AND begins_with(LSI1SK, t#)"), db.queries());
    ItemMapper<Object> mapper = api.mapper("test.Account");
    Map<String, AttributeValue> stored = mapper.toItem(api.make("test.Account", "a1", LocalDate.of(2026, 1, 2), 5L));
    assertEquals(Map.of("LSI1SK", "t#2026-01-02"), indexKeys(stored));
    List<String> attributes = ((NodeMapper<?>) mapper).attributes();
    assertEquals("LSI1SK", attributes.get(attributes.size() - 1));
    assertFalse(attributes.contains("LSI1PK"));
    assertEquals(List.of("LSI1SK"), api.backfilled("test.AccountRepository", stored));
    assertEquals("global [], local [LSI1]", indexes(api, "test.BankTable"));
  }
}
