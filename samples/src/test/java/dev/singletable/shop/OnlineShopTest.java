package dev.singletable.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.MalformedItemException;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The 16 access patterns of AWS's Online Shop design, each one generated call, against the local
 * DynamoDB on data written through the generated repositories; the stored index keys are checked on
 * the items themselves. Times: order n of the data is placed at {@code DAY + n hours}.
 */
class OnlineShopTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(ShopTable::definition);

  private static final Instant DAY = Instant.parse("2026-11-30T00:00:00Z");
  private ShopTable shop;

  @BeforeEach
  void load() {
    shop = new ShopTable(dynamo.client(), dynamo.tableName());
    shop.customers().create(new Customer("c1", "Ann", "ann@example.com"));
    shop.customers().create(new Customer("c2", "Ben", "ben@example.com"));
    for (String product : List.of("p1", "p2", "p3")) {
      shop.products().create(new Product(product, "Product " + product, 100));
    }
    shop.warehouses().create(new Warehouse("w1", "Leeds"));
    shop.warehouses().create(new Warehouse("w2", "York"));
    shop.inventories().putAll(List.of(new Inventory("p1", "w1", 5), new Inventory("p1", "w2", 7),
        new Inventory("p2", "w1", 3)));
    // o1..o4 of c1 at hours 1..4, o5 of c2 at hour 5; each order holds p1, and o2 and o5 p2 as well.
    for (int n = 1; n <= 5; n++) {
      String customer = n == 5 ? "c2" : "c1";
      String order = "o" + n;
      shop.orders().create(new Order(order, customer, at(n), "PLACED"));
      shop.orderItems().create(new OrderItem(order, "p1", customer, at(n), n));
      if (n == 2 || n == 5) {
        shop.orderItems().create(new OrderItem(order, "p2", customer, at(n), 1));
      }
      shop.invoices().create(new Invoice("i" + n, order, customer, at(n).plusSeconds(60), 100L * n));
    }
    shop.payments().create(new Payment("i1", "pay1", 60, at(2)));
    shop.payments().create(new Payment("i1", "pay2", 40, at(3)));
    shop.shipments().create(new Shipment("s1", "o1", "w1", at(6), "1 Main St"));
    shop.shipments().create(new Shipment("s2", "o1", "w2", at(7), "1 Main St"));
    shop.shipments().create(new Shipment("s3", "o2", "w1", null, "2 High St"));
  }

  @Test
  void pattern1To3And5And10And12AreGetItems() {
    dynamo.requests().reset();
    assertEquals("Ann", shop.customers().get("c1").orElseThrow().name());
    assertEquals(100, shop.products().get("p2").orElseThrow().priceCents());
    assertEquals("York", shop.warehouses().get("w2").orElseThrow().city());
    assertEquals("c1", shop.orders().get("o3").orElseThrow().customer());
    assertEquals(300, shop.invoices().get("i3").orElseThrow().amountCents());
    assertEquals("w2", shop.shipments().get("s2").orElseThrow().warehouse());
    assertEquals(6, dynamo.requests().count("GetItem"));
    assertEquals(6, dynamo.requests().count());
  }

  @Test
  void pattern4And14TheInventoryOfAProductAndOfAWarehouse() {
    assertEquals(Map.of("w1", 5, "w2", 7), shop.inventories().stockOfProduct("p1").stream()
        .collect(Collectors.toMap(Inventory::warehouse, Inventory::quantity)));
    assertEquals(List.of("p1", "p2"), shop.inventories().stockOfWarehouse("w1").stream()
        .map(Inventory::product).toList());
  }

  @Test
  void pattern6And11TheItemsOfAnOrderAndThePaymentsOfAnInvoice() {
    assertEquals(List.of("p1", "p2"), shop.orderItems().itemsOfOrder("o2").stream().map(OrderItem::product).toList());
    assertEquals(List.of("pay1", "pay2"), shop.payments().paymentsOfInvoice("i1").stream()
        .map(Payment::paymentId).toList());
  }

  @Test
  void pattern7And8TheInvoiceAndTheShipmentsOfAnOrderOverOneOverloadedIndex() {
    assertEquals("i2", shop.invoices().invoiceOfOrder("o2").orElseThrow().invoiceId(), "a unique index: an Optional");
    assertTrue(shop.invoices().invoiceOfOrder("o9").isEmpty());
    assertEquals(List.of("s1", "s2"), ids(shop.shipments().shipmentsOfOrder("o1").page(), Shipment::shipmentId));
    assertEquals(List.of("s3"), ids(shop.shipments().shipmentsOfOrder("o2").page(), Shipment::shipmentId),
        "an unshipped shipment is in GSI3, whose keys it has");
  }

  @Test
  void pattern9TheOrdersOfAProductInADateRange() {
    Range<Instant> hours2To4 = Range.between(at(2), at(4));
    assertEquals(List.of("o2", "o3", "o4"), ids(shop.orderItems().ordersOfProduct("p1", hours2To4).page(),
        OrderItem::order));
    assertEquals(List.of("o4", "o3", "o2"), ids(shop.orderItems().ordersOfProduct("p1", hours2To4)
        .page(ListOptions.defaults().descending()), OrderItem::order));
    assertEquals(3L, shop.orderItems().ordersOfProduct("p1", hours2To4).count());
    assertEquals(List.of("o2", "o5"), ids(shop.orderItems().ordersOfProduct("p2").page(), OrderItem::order));
    assertEquals(List.of("o5"), ids(shop.orderItems().ordersOfProduct("p2", Range.after(at(2))).page(),
        OrderItem::order));
    assertEquals(List.of(), ids(shop.orderItems().ordersOfProduct("p3", hours2To4).page(), OrderItem::order));
  }

  @Test
  void pattern13TheShipmentsOfAWarehouseOnASparseIndex() {
    assertEquals(List.of("s1"), ids(shop.shipments().shipmentsOfWarehouse("w1").page(), Shipment::shipmentId),
        "s3 has no shippedAt, so it is not in GSI4");
    assertFalse(item("SHIPMENT#s3", "#Shipment").containsKey("GSI4PK"));
    assertEquals("w#w1", item("SHIPMENT#s1", "#Shipment").get("GSI4PK").s());
    shop.shipments().put(new Shipment("s3", "o2", "w1", at(8), "2 High St"));
    assertEquals(List.of("s1", "s3"), ids(shop.shipments().shipmentsOfWarehouse("w1").page(), Shipment::shipmentId),
        "shipped, it joins the index");
    shop.shipments().put(new Shipment("s3", "o2", "w1", null, "2 High St"));
    assertEquals(List.of("s1"), ids(shop.shipments().shipmentsOfWarehouse("w1").page(), Shipment::shipmentId),
        "unshipped again, the put removes its index keys");
    assertFalse(item("SHIPMENT#s3", "#Shipment").containsKey("GSI4SK"));
  }

  @Test
  void pattern15And16TheInvoicesAndProductsOfACustomerInADateRangeOnOneOverloadedIndex() {
    Range<Instant> hours2To3 = Range.between(at(2), at(3).plusSeconds(60));
    assertEquals(List.of("i2", "i3"), ids(shop.invoices().invoicesOfCustomer("c1", hours2To3).page(),
        Invoice::invoiceId));
    List<String> products = ids(shop.orderItems().productsOfCustomer("c1", hours2To3).page(),
        item -> item.order() + "/" + item.product());
    assertEquals(List.of("o3/p1"), products.subList(2, 3), "in time order");
    assertEquals(java.util.Set.of("o2/p1", "o2/p2"), java.util.Set.copyOf(products.subList(0, 2)),
        "o2's two items share one index sort key, and DynamoDB orders such ties in no defined way");
    assertEquals(List.of("o1", "o2", "o3", "o4"), ids(shop.orders().ordersOfCustomer("c1").page(), Order::orderId),
        "the customer's orders share the partition under their own prefix");
    assertEquals("c#c1", item("INVOICE#i2", "#Invoice").get("GSI2PK").s());
    assertEquals("i#2026-11-30T02:01:00.000000000Z", item("INVOICE#i2", "#Invoice").get("GSI2SK").s());
  }

  @Test
  void pagesAreExactAndCursorsAreBoundToTheirRange() {
    Range<Instant> all = Range.between(at(0), at(9));
    List<String> seen = new ArrayList<>();
    Page<OrderItem> page = shop.orderItems().ordersOfProduct("p1", all).page(ListOptions.defaults().pageSize(2));
    seen.addAll(ids(page, OrderItem::order));
    String cursor = page.nextCursor().orElseThrow();
    while (page.nextCursor().isPresent()) {
      assertEquals(2, page.items().size());
      page = shop.orderItems().ordersOfProduct("p1", all)
          .page(ListOptions.defaults().pageSize(2).after(page.nextCursor().get()));
      seen.addAll(ids(page, OrderItem::order));
    }
    assertEquals(List.of("o1", "o2", "o3", "o4", "o5"), seen);
    dynamo.requests().reset();
    assertThrows(InvalidCursorException.class, () -> shop.orderItems().ordersOfProduct("p1", Range.from(at(0)))
        .page(ListOptions.defaults().after(cursor)));
    assertEquals(0, dynamo.requests().count(), "a cursor of another range is refused before any request");
    assertTrue(shop.orderItems().ordersOfProduct("p1", Range.from(at(9))).page().items().isEmpty());
  }

  /**
   * A unique lookup is one Query of at most two items ({@code Limit 2}): one to return, and a second to
   * tell that the promise is broken; never a third.
   */
  @Test
  void aUniqueLookupAsksForTwoItemsAtMost() {
    List<Integer> limits = new ArrayList<>();
    ExecutionInterceptor recorder = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        if (context.request() instanceof QueryRequest query) {
          limits.add(query.limit());
        }
      }
    };
    try (DynamoDbClient client = dynamo.server().newClient(recorder);
        DynamoDbAsyncClient asyncClient = dynamo.server().newAsyncClient(recorder)) {
      assertEquals("i2", new ShopTable(client, dynamo.tableName()).invoices().invoiceOfOrder("o2").orElseThrow()
          .invoiceId());
      assertTrue(new ShopAsyncTable(asyncClient, dynamo.tableName()).invoices().invoiceOfOrder("o9").join().isEmpty());
    }
    assertEquals(List.of(2, 2), limits);
  }

  @Test
  void aSecondItemInAUniqueIndexPartitionIsMalformed() {
    shop.invoices().create(new Invoice("i2b", "o2", "c1", at(2), 5));
    MalformedItemException twice = assertThrows(MalformedItemException.class,
        () -> shop.invoices().invoiceOfOrder("o2"));
    assertEquals("InvoiceRepository.invoiceOfOrder: index GSI3 holds more than one Invoice whose GSI3PK is 'o#o2',"
        + " but its @Index says unique = true. Find the items with that key and remove the extra one, or drop"
        + " unique and list them.", twice.getMessage());
    CompletionException async = assertThrows(CompletionException.class, () -> new ShopAsyncTable(
        dynamo.asyncClient(), dynamo.tableName()).invoices().invoiceOfOrder("o2").join());
    assertEquals(MalformedItemException.class, async.getCause().getClass());
  }

  @Test
  void aNullRangeIsRefusedBeforeAnyRequest() {
    dynamo.requests().reset();
    InvalidRequestException refused = assertThrows(InvalidRequestException.class,
        () -> shop.orderItems().ordersOfProduct("p1", null).page());
    assertEquals("OrderItemRepository.ordersOfProduct: the range is null. Pass Range.all() for every value, or"
        + " call the overload without a range.", refused.getMessage());
    assertThrows(InvalidKeyException.class, () -> shop.orderItems().ordersOfProduct(null, Range.all()));
    ShopAsyncTable async = new ShopAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    CompletionException failed = assertThrows(CompletionException.class,
        () -> async.orderItems().ordersOfProduct("p1", null).count().join());
    assertEquals(InvalidRequestException.class, failed.getCause().getClass());
    assertEquals(List.of("o2", "o3"), ids(async.orderItems().ordersOfProduct("p1", Range.between(at(2), at(3)))
        .page().join(), OrderItem::order));
    assertEquals(1, dynamo.requests().count(), "only the last listing was sent");
  }

  private Map<String, AttributeValue> item(String pk, String sk) {
    return dynamo.client().getItem(GetItemRequest.builder().tableName(dynamo.tableName())
        .key(Map.of("PK", AttributeValue.fromS(pk), "SK", AttributeValue.fromS(sk))).build()).item();
  }

  private static <T> List<String> ids(Page<T> page, Function<T, String> id) {
    return page.items().stream().map(id).toList();
  }

  private static Instant at(int hours) {
    return DAY.plusSeconds(3600L * hours);
  }
}
