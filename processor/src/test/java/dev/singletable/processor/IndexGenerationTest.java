package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What {@code @Index} generates: the keys class's key methods, the mapper's sparse puts, the
 * repositories' listing overloads over one spec per count of fixed sort components, the typed update
 * without the indexed components, and the table definition with every index. The generated code
 * compiles against the runtime.
 */
class IndexGenerationTest {

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

  /**
   * The generated source {@code name} with every run of whitespace one space, javadoc's leading
   * {@code *} dropped, so that an expectation need not say where JavaPoet wraps a line.
   */
  private static NormalSource file(Compilation compilation, String name) {
    try {
      return new NormalSource(normal(compilation.generatedSourceFile(name).orElseThrow().getCharContent(false)
          .toString()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String normal(String code) {
    return code.replaceAll("\\n\\s*\\* ?", " ").replaceAll("\\s+", " ");
  }

  /** A generated source, normalized by {@link #normal}. */
  private record NormalSource(String text) {
    void contains(String expected) {
      assertThat(text).contains(normal(expected));
    }

    void doesNotContain(String unexpected) {
      assertThat(text).doesNotContain(normal(unexpected));
    }
  }

  @Test
  void aUniqueIndexIsALookupThatReturnsAnOptional() {
    Compilation compilation = Compiler.compile(Sources.node("test.Invoice",
        "@Node(prefix = \"INVOICE\", table = \"Shop\")",
        "@Index(name = \"GSI3\", partition = \"o#{order}\", sort = \"i#{invoiceId}\", listing = \"invoiceOfOrder\","
            + " unique = true)",
        "record Invoice(@Node.Id String invoiceId, String order, long cents) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource sync = file(compilation, "test.InvoiceRepository");
    sync.contains("public Optional<Invoice> invoiceOfOrder(String order) {"
        + " return unique(0, InvoiceKeys.gsi3Partition(order), \"invoiceOfOrder\"); }");
    sync.doesNotContain("Listing<Invoice> invoiceOfOrder");
    file(compilation, "test.InvoiceAsyncRepository").contains("public CompletableFuture<Optional<Invoice>>"
        + " invoiceOfOrder(String order) { return unique(0, () -> InvoiceKeys.gsi3Partition(order),"
        + " \"invoiceOfOrder\"); }");
  }

  @Test
  void theKeysClassMakesEachIndexKeyFromItsTemplate() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource keys = file(compilation, "test.OrderKeys");
    keys.contains("public static String gsi2Partition(String customer) {\n"
        + "    return Keys.string(\"c\" + Layout.DELIMITER, customer, \"Order.customer\", 2048);");
    keys.contains("public static String gsi2Sort(Instant orderedAt) {\n"
        + "    return Keys.instant(\"o\" + Layout.DELIMITER, orderedAt, \"Order.orderedAt\", 1024);");
    keys.contains("public static String gsi3Sort(Instant orderedAt, String orderId) {\n"
        + "    return Keys.string(Keys.instant(\"o\" + Layout.DELIMITER, orderedAt, \"Order.orderedAt\", 1024)"
        + " + Layout.DELIMITER, orderId, \"Order.orderId\", 1024);");
    keys.contains("public static String gsi3SortPrefix(Instant orderedAt) {\n"
        + "    return Keys.instant(\"o\" + Layout.DELIMITER, orderedAt, \"Order.orderedAt\", 1024) + Layout.DELIMITER;");
    keys.doesNotContain("gsi2SortPrefix");
    keys.contains("On index GSI3, {@code GSI3PK = p#<product>}, {@code GSI3SK = o#<orderedAt>#<orderId>}");
  }

  @Test
  void theMapperPutsAnIndexsKeysOnlyWhenNoneOfTheirComponentsIsNullAndANodePutRemovesThem() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource mapper = file(compilation, "test.OrderMapper");
    mapper.contains("    if (order.customer() != null && order.orderedAt() != null) {\n"
        + "      item.put(\"GSI2PK\", AttributeValue.createS(OrderKeys.gsi2Partition(order.customer())));\n"
        + "      item.put(\"GSI2SK\", AttributeValue.createS(OrderKeys.gsi2Sort(order.orderedAt())));\n"
        + "    }\n");
    mapper.contains("    if (order.product() != null && order.orderedAt() != null) {\n"
        + "      item.put(\"GSI3PK\", AttributeValue.createS(OrderKeys.gsi3Partition(order.product())));\n"
        + "      item.put(\"GSI3SK\", AttributeValue.createS(OrderKeys.gsi3Sort(order.orderedAt(), order.orderId())));\n"
        + "    }\n");
    mapper.contains("List.of(\"customer\", \"product\", \"orderedAt\", \"quantity\", \"GSI2PK\", \"GSI2SK\","
        + " \"GSI3PK\", \"GSI3SK\");");
    mapper.contains("new HashMap<>(15)");
  }

  @Test
  void theRepositoriesListEachIndexByPartitionRangeAndLeadingSortComponents() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource sync = file(compilation, "test.OrderRepository");
    sync.contains("private static final ListingSpec BY_GSI2_0 = ListingSpec.index(OrderKeys.TYPE, \"GSI2\","
        + " \"o\" + Layout.DELIMITER, SortId.INSTANT);");
    sync.contains("private static final ListingSpec BY_GSI3_1 = ListingSpec.index(OrderKeys.TYPE, \"GSI3\","
        + " \"o\" + Layout.DELIMITER, SortId.STRING);");
    sync.contains("private static final ListingSpec BY_GSI3_0 = ListingSpec.indexLeading(OrderKeys.TYPE, \"GSI3\","
        + " \"o\" + Layout.DELIMITER, SortId.INSTANT);");
    sync.contains("\"order\", \"orders\", null, BY_GSI2_0, BY_GSI3_0, BY_GSI3_1));");
    sync.contains("public Listing<Order> ordersOfCustomer(String customer) {\n"
        + "    return listing(0, OrderKeys.gsi2Partition(customer), null, Range.all(), \"ordersOfCustomer\");");
    sync.contains("public Listing<Order> ordersOfCustomer(String customer, Range<Instant> orderedAt) {\n"
        + "    return listing(0, OrderKeys.gsi2Partition(customer), null, orderedAt, \"ordersOfCustomer\");");
    sync.contains("public Listing<Order> ordersOfProduct(String product, Range<Instant> orderedAt) {\n"
        + "    return listing(1, OrderKeys.gsi3Partition(product), null, orderedAt, \"ordersOfProduct\");");
    sync.contains("public Listing<Order> ordersOfProduct(String product, Instant orderedAt) {\n"
        + "    return listing(2, OrderKeys.gsi3Partition(product), OrderKeys.gsi3SortPrefix(orderedAt), Range.all(),"
        + " \"ordersOfProduct\");");
    sync.contains("public Listing<Order> ordersOfProduct(String product, Instant orderedAt, Range<String> orderId) {\n"
        + "    return listing(2, OrderKeys.gsi3Partition(product), OrderKeys.gsi3SortPrefix(orderedAt), orderId,"
        + " \"ordersOfProduct\");");
    sync.contains("The Order nodes in the partition {@code p#<product>} of index GSI3 with this {@code orderedAt},"
        + " whose {@code orderId} is in the given range, in {@code orderId} order (a Query on index GSI3, eventually"
        + " consistent)");
    sync.contains("Items whose {@code product} or {@code orderedAt} is null are not in the index.");
    sync.contains("public Backfill backfill() { return backfillOf(\"GSI2\", \"GSI3\");");
    NormalSource async = file(compilation, "test.OrderAsyncRepository");
    async.contains("public Backfill backfill() { return backfillOf(\"GSI2\", \"GSI3\");");
    async.contains("public AsyncListing<Order> ordersOfCustomer(String customer) {\n"
        + "    return listing(0, () -> OrderKeys.gsi2Partition(customer), null, Range.all(), \"ordersOfCustomer\");");
    async.contains("public AsyncListing<Order> ordersOfProduct(String product, Instant orderedAt,\n"
        + "      Range<String> orderId) {\n"
        + "    return listing(2, () -> OrderKeys.gsi3Partition(product), () -> OrderKeys.gsi3SortPrefix(orderedAt),"
        + " orderId, \"ordersOfProduct\");");
  }

  @Test
  void theTypedUpdateHasNoSettersForIndexedComponentsAndTheTableCreatesEveryIndex() {
    Compilation compilation = Compiler.compile(order());
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource update = file(compilation, "test.OrderUpdate");
    update.contains("public OrderUpdate quantity(int quantity) {");
    update.doesNotContain("customer(");
    update.doesNotContain("orderedAt(");
    update.contains("It has no setters for {@code customer}, {@code product}, {@code orderedAt}, of which index keys");
    file(compilation, "test.ShopTable").contains("return Tables.definition(tableName, \"GSI2\", \"GSI3\");");
  }

  @Test
  void aNodeWhoseAttributesAllFeedAnIndexHasNoTypedUpdate() {
    Compilation compilation = Compiler.compile(Sources.node("test.Order",
        "@Node(prefix = \"ORDER\", table = \"Shop\")",
        "@Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderId}\", listing = \"ordersOfCustomer\")",
        "record Order(@Node.Id String orderId, String customer) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.OrderMapper");
    file(compilation, "test.OrderRepository").doesNotContain("update(");
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
    NormalSource mapper = file(compilation, "test.RatingMapper");
    mapper.contains("    item.put(\"GSI2PK\", AttributeValue.createS(RatingKeys.gsi2Partition(rating.movie())));\n"
        + "    item.put(\"GSI2SK\", AttributeValue.createS(RatingKeys.gsi2Sort(rating.stars(), rating.user())));\n");
    mapper.doesNotContain("if (rating.");
    for (String repository : new String[] {"test.RatingRepository", "test.RatingAsyncRepository"}) {
      file(compilation, repository).contains("\"ratings\", null, BY_USER, BY_MOVIE, BY_GSI2_0, BY_GSI2_1));");
      file(compilation, repository).contains("ListingSpec.indexLeading(RatingKeys.TYPE, \"GSI2\", \"s\" + Layout.DELIMITER,"
          + " SortId.INT);");
    }
    NormalSource sync = file(compilation, "test.RatingRepository");
    sync.contains("public Listing<Rating> ratingsByStars(String movie, Range<Integer> stars) {\n"
        + "    return listing(2, RatingKeys.gsi2Partition(movie), null, stars, \"ratingsByStars\");");
    sync.contains("public Listing<Rating> ratingsByStars(String movie, int stars, Range<String> user) {\n"
        + "    return listing(3, RatingKeys.gsi2Partition(movie), RatingKeys.gsi2SortPrefix(stars), user,"
        + " \"ratingsByStars\");");
    file(compilation, "test.RatingKeys").contains("Keys.ofInt(\"s\" + Layout.DELIMITER, stars, \"Rating.stars\", 1024)");
    file(compilation, "test.MainTable").contains("return Tables.definition(tableName, \"GSI1\", \"GSI2\");");
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
    file(compilation, "dev.singletable.shop.ShopTable")
        .contains("return Tables.definition(tableName, List.of(\"GSI1\", \"GSI2\", \"GSI3\", \"GSI4\"),"
            + " List.of(\"LSI1\", \"LSI2\"));");
    file(compilation, "dev.singletable.shop.ShipmentUpdate").doesNotContain("shippedAt(");
    file(compilation, "dev.singletable.shop.ShipmentUpdate").contains("public ShipmentUpdate address(String address)");
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
    NormalSource keys = file(compilation, "test.EventKeys");
    keys.contains("Keys.enumName(Keys.date(\"d\" + Layout.DELIMITER, day, \"Event.day\", 2048) + Layout.DELIMITER,"
        + " kind, \"Event.kind\", 2048)");
    keys.contains("Keys.ofLong(\"e\" + Layout.DELIMITER, serial, \"Event.serial\", 1024)");
    keys.contains("Keys.uuid(");
    keys.contains("Keys.ofIntBoxed(");
    NormalSource repository = file(compilation, "test.EventRepository");
    repository.contains("SortId.LONG);");
    repository.contains("SortId.UUID);");
    repository.contains("SortId.INT);");
    repository.contains("SortId.INSTANT);");
    repository.contains("public Listing<Event> eventsOfDay(LocalDate day, Event.Kind kind, long serial, UUID tenant,\n"
        + "      Range<Integer> boxedCount) {");
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
    NormalSource keys = file(compilation, "test.CustomerOrderKeys");
    keys.contains("public static String lsi1Sort(Instant placedAt, String order) {\n"
        + "    return Keys.string(Keys.instant(\"o\" + Layout.DELIMITER, placedAt, \"CustomerOrder.placedAt\", 1024)"
        + " + Layout.DELIMITER, order, \"CustomerOrder.order\", 1024);");
    keys.contains("public static String lsi1SortPrefix(Instant placedAt) {");
    keys.doesNotContain("lsi1Partition");
    keys.doesNotContain("lsi2Partition");
    keys.contains("public static String gsi2Partition(String status) {");
    keys.contains("On local index LSI1, {@code PK} and {@code LSI1SK = o#<placedAt>#<order>}, when none of them is"
        + " null.");
    NormalSource mapper = file(compilation, "test.CustomerOrderMapper");
    mapper.contains("    if (customerOrder.placedAt() != null) {\n"
        + "      item.put(\"LSI1SK\", AttributeValue.createS(CustomerOrderKeys.lsi1Sort(customerOrder.placedAt(),"
        + " customerOrder.order())));\n"
        + "    }\n");
    mapper.contains("    if (customerOrder.shippedAt() != null) {\n"
        + "      item.put(\"LSI2SK\", AttributeValue.createS(CustomerOrderKeys.lsi2Sort(customerOrder.shippedAt())));\n"
        + "    }\n");
    mapper.doesNotContain("LSI1PK");
    mapper.doesNotContain("LSI2PK");
  }

  @Test
  void aLocalIndexListsTheBasePartitionAndMayReadStrongly() {
    Compilation compilation = Compiler.compile(customerOrder());
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource sync = file(compilation, "test.CustomerOrderRepository");
    sync.contains("private static final ListingSpec BY_LSI1_0 = ListingSpec.localLeading(CustomerOrderKeys.TYPE,"
        + " \"LSI1\", \"o\" + Layout.DELIMITER, SortId.INSTANT);");
    sync.contains("private static final ListingSpec BY_LSI1_1 = ListingSpec.local(CustomerOrderKeys.TYPE, \"LSI1\","
        + " \"o\" + Layout.DELIMITER, SortId.STRING);");
    sync.contains("private static final ListingSpec BY_LSI2_0 = ListingSpec.local(CustomerOrderKeys.TYPE, \"LSI2\","
        + " \"s\" + Layout.DELIMITER, SortId.INSTANT);");
    sync.contains("private static final ListingSpec BY_GSI2_0 = ListingSpec.index(CustomerOrderKeys.TYPE, \"GSI2\",");
    sync.contains("BY_CUSTOMER, BY_LSI1_0, BY_LSI1_1, BY_LSI2_0, BY_GSI2_0));");
    sync.contains("public Listing<CustomerOrder> ordersByTime(String customer) {\n"
        + "    return listing(1, CustomerOrderKeys.sourceKey(customer), null, Range.all(), \"ordersByTime\");");
    sync.contains("public Listing<CustomerOrder> ordersByTime(String customer, Instant placedAt, Range<String> order) {\n"
        + "    return listing(2, CustomerOrderKeys.sourceKey(customer), CustomerOrderKeys.lsi1SortPrefix(placedAt), order,"
        + " \"ordersByTime\");");
    sync.contains("public Listing<CustomerOrder> shippedOrders(String customer, Range<Instant> shippedAt) {\n"
        + "    return listing(3, CustomerOrderKeys.sourceKey(customer), null, shippedAt, \"shippedOrders\");");
    sync.contains("The CustomerOrder edges in the partition {@code PK = CUSTOMER#<customer>} of local index LSI2, in"
        + " {@code shippedAt} order (a Query on index LSI2, eventually consistent unless the options ask for"
        + " {@code ReadConsistency.STRONG})");
    sync.contains("Items whose {@code shippedAt} is null are not in the index.");
    sync.contains("(a Query on index GSI2, eventually consistent):");
    sync.contains("public Backfill backfill() { return backfillOf(List.of(\"GSI2\"), List.of(\"LSI1\", \"LSI2\"));");
    NormalSource async = file(compilation, "test.CustomerOrderAsyncRepository");
    async.contains("public AsyncListing<CustomerOrder> ordersByTime(String customer, Range<Instant> placedAt) {\n"
        + "    return listing(1, () -> CustomerOrderKeys.sourceKey(customer), null, placedAt, \"ordersByTime\");");
    async.contains("public Backfill backfill() { return backfillOf(List.of(\"GSI2\"), List.of(\"LSI1\", \"LSI2\"));");
  }

  @Test
  void theTableCreatesLocalIndexesAndTheUpdateSkipsTheirComponents() {
    Compilation compilation = Compiler.compile(customerOrder());
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource table = file(compilation, "test.ShopTable");
    table.contains("return Tables.definition(tableName, List.of(\"GSI2\"), List.of(\"LSI1\", \"LSI2\"));");
    table.contains("The Shop table: key attributes {@code PK}/{@code SK}, global secondary indexes GSI2, local"
        + " secondary indexes LSI1, LSI2, and a repository");
    NormalSource update = file(compilation, "test.CustomerOrderUpdate");
    update.contains("public CustomerOrderUpdate totalCents(long totalCents) {");
    update.doesNotContain("placedAt(");
    update.doesNotContain("shippedAt(");
    update.doesNotContain("status(");
  }

  /** A node's local index reads the node's partition: its argument is the id, its key {@code PK = <prefix>#<id>}. */
  @Test
  void aNodesLocalIndexListsByItsId() {
    Compilation compilation = Compiler.compile(Sources.node("test.Account",
        "@Node(prefix = \"ACCOUNT\", table = \"Bank\")",
        "@Index(name = \"LSI1\", local = true, sort = \"t#{openedAt}\", listing = \"byOpening\")",
        "record Account(@Node.Id String accountId, java.time.LocalDate openedAt, long cents) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    NormalSource sync = file(compilation, "test.AccountRepository");
    sync.contains("public Listing<Account> byOpening(String accountId) {\n"
        + "    return listing(0, AccountKeys.key(accountId), null, Range.all(), \"byOpening\");");
    sync.contains("public Backfill backfill() { return backfillOf(List.of(), List.of(\"LSI1\"));");
    NormalSource mapper = file(compilation, "test.AccountMapper");
    mapper.contains("item.put(\"LSI1SK\", AttributeValue.createS(AccountKeys.lsi1Sort(account.openedAt())));");
    mapper.contains("\"LSI1SK\");");
    file(compilation, "test.BankTable").contains("return Tables.definition(tableName, List.of(), List.of(\"LSI1\"));");
  }
}
