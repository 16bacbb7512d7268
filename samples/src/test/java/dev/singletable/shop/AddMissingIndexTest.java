package dev.singletable.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.TableMismatchException;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * An index declared after the table was made, the whole procedure against the local DynamoDB:
 * {@code createIfMissing()} refuses the table and names the fix, {@code addMissingIndexes()} creates
 * the index (one UpdateTable) and DynamoDB fills it from the attributes stored, {@code backfill()} writes
 * the keys of items stored before the code did, and a second call adds nothing.
 */
class AddMissingIndexTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

  private static final Instant T = Instant.parse("2026-11-30T08:00:00Z");

  /** Creates the table of {@code request} and waits until it is ACTIVE (dynalite: a moment). */
  private static void create(CreateTableRequest request) {
    dynamo.client().createTable(request);
    while (dynamo.client().describeTable(r -> r.tableName(request.tableName())).table().tableStatus()
        != TableStatus.ACTIVE) {
      Thread.onSpinWait();
    }
  }

  @Test
  void theIndexIsAddedFilledAndBackfilledAndASecondCallAddsNothing() {
    String name = "shop-gsi4";
    CreateTableRequest all = ShopTable.definition(name);
    // The Shop table as an older version of the code made it: without GSI4.
    create(all.toBuilder()
        .globalSecondaryIndexes(all.globalSecondaryIndexes().stream().filter(i -> !i.indexName().equals("GSI4")).toList())
        .attributeDefinitions(all.attributeDefinitions().stream()
            .filter(a -> !a.attributeName().startsWith("GSI4")).toList())
        .build());
    ShopTable shop = new ShopTable(dynamo.client(), name);
    TableMismatchException refused = assertThrows(TableMismatchException.class, shop::createIfMissing);
    assertTrue(refused.getMessage().contains("it lacks the global secondary index GSI4")
        && refused.getMessage().contains("addMissingIndexes()"), refused.getMessage());

    // Written by this code: the GSI4 attributes are there before the index is.
    shop.shipments().create(new Shipment("s1", "o1", "w1", T, "street 1"));
    shop.shipments().create(new Shipment("s2", "o1", "w1", null, "street 2"));
    // Written by an older code, without any index keys.
    Map<String, AttributeValue> old = new HashMap<>(ShipmentMapper.INSTANCE.toItem(
        new Shipment("s3", "o2", "w1", T.plusSeconds(60), "street 3")));
    old.keySet().removeIf(attribute -> attribute.startsWith("GSI"));
    dynamo.client().putItem(r -> r.tableName(name).item(old));

    dynamo.requests().reset();
    assertEquals(List.of("GSI4"), shop.addMissingIndexes());
    assertEquals(1, dynamo.requests().count("UpdateTable"));
    GlobalSecondaryIndexDescription gsi4 = dynamo.client().describeTable(r -> r.tableName(name)).table()
        .globalSecondaryIndexes().stream().filter(i -> i.indexName().equals("GSI4")).findFirst().orElseThrow();
    assertEquals("ACTIVE", gsi4.indexStatusAsString());
    shop.createIfMissing();

    assertEquals(List.of("s1"), ids(shop), "filled from the stored attributes; s2 is unshipped, s3 has no keys yet");
    assertEquals(1, shop.shipments().backfill().run(25), "s3's keys");
    assertEquals(List.of("s1", "s3"), ids(shop));

    dynamo.requests().reset();
    assertEquals(List.of(), shop.addMissingIndexes());
    assertEquals(List.of(), new ShopAsyncTable(dynamo.asyncClient(), name).addMissingIndexes().join());
    assertEquals(0, dynamo.requests().count("UpdateTable"));
  }

  @Test
  void aTableThatDiffersOtherwiseOrIsMissingIsRefusedBeforeAnyUpdate() {
    CreateTableRequest all = ShopTable.definition("shop-no-lsi");
    create(all.toBuilder().localSecondaryIndexes((Collection<LocalSecondaryIndex>) null).attributeDefinitions(all.attributeDefinitions().stream()
        .filter(a -> !a.attributeName().startsWith("LSI")).toList()).build());
    dynamo.requests().reset();
    TableMismatchException local = assertThrows(TableMismatchException.class,
        () -> new ShopTable(dynamo.client(), "shop-no-lsi").addMissingIndexes());
    assertTrue(local.getMessage().contains("LSIs can only be created with the table"), local.getMessage());
    CompletionException missing = assertThrows(CompletionException.class,
        () -> new ShopAsyncTable(dynamo.asyncClient(), "no-such-shop").addMissingIndexes().join());
    assertTrue(missing.getCause() instanceof TableMismatchException
        && missing.getCause().getMessage().contains("Create it with createIfMissing()"), missing.getCause().toString());
    assertEquals(0, dynamo.requests().count("UpdateTable"));
  }

  private static List<String> ids(ShopTable shop) {
    return shop.shipments().shipmentsOfWarehouse("w1").stream().map(Shipment::shipmentId).toList();
  }
}
