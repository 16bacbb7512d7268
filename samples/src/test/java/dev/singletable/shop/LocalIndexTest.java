package dev.singletable.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Migration;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * {@link CustomerOrder}'s local indexes against the local DynamoDB: the table created with them, the
 * items' {@code LSI1SK}/{@code LSI2SK} (absent for an order not shipped), listings of the customer's
 * own partition by time in both orders, by range and by a leading component, paged with cursors and
 * counted, strongly consistent reads (which a global index still refuses), the async repository, the
 * typed update and the backfill. Order n of customer c1 is placed at {@code DAY + n hours}; the odd
 * ones are shipped ten hours later.
 */
class LocalIndexTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(ShopTable::definition);

  private static final Instant DAY = Instant.parse("2026-11-30T00:00:00Z");
  private static final ListOptions STRONG = ListOptions.defaults().consistency(ReadConsistency.STRONG);

  /** The Queries a client sent, in order. */
  private static final class Queries implements ExecutionInterceptor {
    final List<QueryRequest> sent = new CopyOnWriteArrayList<>();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof QueryRequest query) {
        sent.add(query);
      }
    }
  }

  private final Queries queries = new Queries();
  private ShopTable shop;

  @BeforeEach
  void load() {
    shop = new ShopTable(dynamo.server().newClient(queries), dynamo.tableName());
    shop.customers().create(new Customer("c1", "Ann", "ann@example.com"));
    shop.customers().create(new Customer("c2", "Ben", "ben@example.com"));
    for (int n = 1; n <= 5; n++) {
      shop.customerOrders().put(order("c1", n));
    }
    shop.customerOrders().put(new CustomerOrder("c2", "o9", at(9), at(9), 900));
  }

  private static CustomerOrder order(String customer, int n) {
    return new CustomerOrder(customer, "o" + n, at(n), n % 2 == 1 ? at(n + 10) : null, 100L * n);
  }

  private static Instant at(int hours) {
    return DAY.plusSeconds(3600L * hours);
  }

  private static List<String> orders(Page<CustomerOrder> page) {
    return page.items().stream().map(CustomerOrder::order).toList();
  }

  private Map<String, AttributeValue> stored(String customer, String order) {
    return dynamo.client().getItem(GetItemRequest.builder().tableName(dynamo.tableName())
        .key(CustomerOrderKeys.primaryKey(customer, order)).build()).item();
  }

  @Test
  void theTableHasEachLocalIndexOnThePartitionKey() {
    List<LocalSecondaryIndexDescription> locals = dynamo.client().describeTable(DescribeTableRequest.builder()
        .tableName(dynamo.tableName()).build()).table().localSecondaryIndexes();
    assertEquals(List.of("LSI1", "LSI2"), locals.stream().map(LocalSecondaryIndexDescription::indexName).sorted()
        .toList());
    for (LocalSecondaryIndexDescription index : locals) {
      assertEquals("PK", index.keySchema().get(0).attributeName());
      assertEquals(index.indexName() + "SK", index.keySchema().get(1).attributeName());
    }
    shop.createIfMissing();
    assertEquals(0, queries.sent.size());
  }

  @Test
  void anItemCarriesItsLocalSortKeysAndNoneForANullComponent() {
    Map<String, AttributeValue> shipped = stored("c1", "o1");
    assertEquals("CUSTOMER#c1", shipped.get("PK").s());
    assertEquals("o#2026-11-30T01:00:00.000000000Z#o1", shipped.get("LSI1SK").s());
    assertEquals("s#2026-11-30T11:00:00.000000000Z", shipped.get("LSI2SK").s());
    assertFalse(shipped.containsKey("LSI1PK"));
    assertFalse(shipped.containsKey("LSI2PK"));
    Map<String, AttributeValue> unshipped = stored("c1", "o2");
    assertEquals("o#2026-11-30T02:00:00.000000000Z#o2", unshipped.get("LSI1SK").s());
    assertFalse(unshipped.containsKey("LSI2SK"), "a sparse index: no key when shippedAt is null");

    shop.customerOrders().put(new CustomerOrder("c1", "o1", at(1), null, 100));
    assertFalse(stored("c1", "o1").containsKey("LSI2SK"), "a put without shippedAt leaves o1 out of LSI2");
    assertEquals(List.of("o3", "o5"), orders(shop.customerOrders().shippedOrders("c1").page()));
  }

  @Test
  void aCustomersOrdersByTimeInBothOrdersInItsOwnPartition() {
    queries.sent.clear();
    assertEquals(List.of("o1", "o2", "o3", "o4", "o5"), orders(shop.customerOrders().ordersByTime("c1").page()));
    assertEquals(List.of("o5", "o4", "o3", "o2", "o1"),
        orders(shop.customerOrders().ordersByTime("c1").page(ListOptions.defaults().descending())), "newest first");
    assertEquals(List.of("o9"), orders(shop.customerOrders().ordersByTime("c2").page()));
    assertEquals(List.of("o5", "o3", "o1"), orders(shop.customerOrders().shippedOrders("c1")
        .page(ListOptions.defaults().descending())), "the unshipped orders are not in LSI2");
    QueryRequest first = queries.sent.get(0);
    assertEquals("LSI1", first.indexName());
    assertTrue(first.keyConditionExpression().contains("begins_with"), first.keyConditionExpression());
    assertEquals("CUSTOMER#c1", first.expressionAttributeValues().values().stream().map(AttributeValue::s)
        .filter("CUSTOMER#c1"::equals).findFirst().orElseThrow());
    assertNull(first.consistentRead(), "eventually consistent unless asked");
    assertEquals("LSI2", queries.sent.get(3).indexName());
  }

  @Test
  void rangesAndALeadingComponentNarrowTheListing() {
    assertEquals(List.of("o2", "o3", "o4"),
        orders(shop.customerOrders().ordersByTime("c1", Range.between(at(2), at(4))).page()));
    assertEquals(List.of("o4", "o3", "o2"), orders(shop.customerOrders().ordersByTime("c1",
        Range.between(at(2), at(4))).page(ListOptions.defaults().descending())));
    assertEquals(List.of("o4", "o5"), orders(shop.customerOrders().ordersByTime("c1", Range.after(at(3))).page()));
    assertEquals(List.of("o3"), orders(shop.customerOrders().ordersByTime("c1", at(3)).page()));
    assertEquals(List.of(), orders(shop.customerOrders().ordersByTime("c1", at(3), Range.after("o3")).page()));
    assertEquals(List.of("o3", "o5"),
        orders(shop.customerOrders().shippedOrders("c1", Range.from(at(12))).page()));
    assertEquals(2, shop.customerOrders().ordersByTime("c1", Range.before(at(3))).count());
  }

  @Test
  void pagesResumeFromTheirCursorsAndCountsCountThePartition() {
    ListOptions two = ListOptions.defaults().descending().pageSize(2);
    List<String> read = new ArrayList<>();
    Page<CustomerOrder> page = shop.customerOrders().ordersByTime("c1").page(two);
    read.addAll(orders(page));
    while (page.nextCursor().isPresent()) {
      page = shop.customerOrders().ordersByTime("c1").page(two.after(page.nextCursor().get()));
      assertTrue(page.items().size() <= 2);
      read.addAll(orders(page));
    }
    assertEquals(List.of("o5", "o4", "o3", "o2", "o1"), read);
    assertEquals(List.of("o1", "o2", "o3", "o4", "o5"),
        shop.customerOrders().ordersByTime("c1").stream(ListOptions.defaults().pageSize(2))
            .map(CustomerOrder::order).toList());
    assertEquals(5, shop.customerOrders().ordersByTime("c1").count());
    assertEquals(3, shop.customerOrders().shippedOrders("c1").count(STRONG));
    assertEquals(0, shop.customerOrders().shippedOrders("c3").count());
  }

  @Test
  void aLocalIndexReadsStronglyWhenAskedAndAGlobalOneStillRefuses() {
    queries.sent.clear();
    assertEquals(List.of("o1", "o2", "o3", "o4", "o5"),
        orders(shop.customerOrders().ordersByTime("c1").page(STRONG)));
    assertEquals("LSI1", queries.sent.get(0).indexName());
    assertEquals(Boolean.TRUE, queries.sent.get(0).consistentRead());
    queries.sent.clear();
    InvalidRequestException refused = assertThrows(InvalidRequestException.class,
        () -> shop.orders().ordersOfCustomer("c1").page(STRONG));
    assertTrue(refused.getMessage().contains("by index GSI2: global secondary indexes only support eventually"
        + " consistent reads"), refused.getMessage());
    assertEquals(List.of(), queries.sent, "refused before any request");
  }

  @Test
  void theAsyncRepositoryListsTheLocalIndexes() {
    ShopAsyncTable async = new ShopAsyncTable(dynamo.asyncClient(), dynamo.tableName());
    assertEquals(List.of("o5", "o4", "o3", "o2", "o1"), orders(async.customerOrders().ordersByTime("c1")
        .page(STRONG.descending()).join()));
    assertEquals(List.of("o2", "o3"), orders(async.customerOrders().ordersByTime("c1", Range.between(at(2), at(3)))
        .page().join()));
    assertEquals(3L, async.customerOrders().shippedOrders("c1").count().join());
    CompletionException refused = assertThrows(CompletionException.class,
        () -> async.orders().ordersOfCustomer("c1").page(STRONG).join());
    assertEquals(InvalidRequestException.class, refused.getCause().getClass());
  }

  /** The typed update changes what feeds no index; the local keys stay as the put wrote them. */
  @Test
  void theTypedUpdateLeavesTheLocalKeys() {
    Map<String, AttributeValue> before = stored("c1", "o3");
    shop.customerOrders().update("c1", "o3", CustomerOrderUpdate.of().totalCents(333));
    Map<String, AttributeValue> after = stored("c1", "o3");
    assertEquals("333", after.get("totalCents").n());
    assertEquals(before.get("LSI1SK"), after.get("LSI1SK"));
    assertEquals(before.get("LSI2SK"), after.get("LSI2SK"));
  }

  /** Items written without their local keys (copied in raw) get them from the backfill, the sparse one left out. */
  @Test
  void theBackfillWritesTheLocalSortKeys() {
    for (int n = 11; n <= 14; n++) {
      Map<String, AttributeValue> item = new HashMap<>(CustomerOrderMapper.INSTANCE.toItem(order("c2", n)));
      item.keySet().removeIf(attribute -> attribute.startsWith("LSI"));
      dynamo.client().putItem(PutItemRequest.builder().tableName(dynamo.tableName()).item(item).build());
    }
    assertEquals(List.of("o9"), orders(shop.customerOrders().ordersByTime("c2").page()));
    Migration backfill = shop.customerOrders().backfill();
    assertEquals(4, backfill.run(5));
    assertEquals(List.of("o9", "o11", "o12", "o13", "o14"), orders(shop.customerOrders().ordersByTime("c2")
        .page()));
    assertEquals(List.of("o9", "o11", "o13"), orders(shop.customerOrders().shippedOrders("c2").page()));
    assertFalse(stored("c2", "o12").containsKey("LSI2SK"));
    assertEquals(0, backfill.run(5), "a second run finds nothing to write");
  }
}
