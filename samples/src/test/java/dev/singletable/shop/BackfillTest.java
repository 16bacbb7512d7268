package dev.singletable.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.Migration;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Shipments stored before their indexes were declared (their items written without index keys, as
 * an older version of the code wrote them) are added to GSI3 and GSI4 by {@code backfill()},
 * interrupted and resumed from its token; a second run rewrites nothing, and a shipment without
 * {@code shippedAt} stays out of GSI4.
 */
class BackfillTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(ShopTable::definition);

  private static final Instant T = Instant.parse("2026-11-30T08:00:00Z");
  private ShopTable shop;

  @BeforeEach
  void storeWithoutIndexKeys() {
    shop = new ShopTable(dynamo.client(), dynamo.tableName());
    for (int i = 0; i < 30; i++) {
      Shipment shipment = new Shipment(String.format("s%02d", i), "o" + (i % 3), "w" + (i % 2),
          i % 5 == 4 ? null : T.plusSeconds(i), "street " + i);
      Map<String, AttributeValue> item = new HashMap<>(ShipmentMapper.INSTANCE.toItem(shipment));
      item.keySet().removeIf(attribute -> attribute.startsWith("GSI"));
      dynamo.client().putItem(PutItemRequest.builder().tableName(dynamo.tableName()).item(item).build());
    }
    shop.warehouses().create(new Warehouse("w0", "Leeds"));
  }

  @Test
  void anInterruptedBackfillResumesAndASecondRunDoesNothing() {
    assertEquals(List.of(), shop.shipments().shipmentsOfWarehouse("w0").page().items(), "not indexed yet");
    Migration backfill = shop.shipments().backfill();
    Migration.Step first = backfill.step(null, 10);
    assertNotNull(first.resumeToken(), "interrupted midway");
    long written = first.rewritten();
    String token = first.resumeToken();
    while (token != null) {
      Migration.Step step = backfill.step(token, 10);
      written += step.rewritten();
      token = step.resumeToken();
    }
    assertEquals(30, written, "every shipment gets its GSI3 keys, and those shipped their GSI4 keys");
    assertEquals(12, shop.shipments().shipmentsOfWarehouse("w0").count(), "15 in w0, 3 of them unshipped");
    assertEquals(10, shop.shipments().shipmentsOfOrder("o1").count());
    assertEquals(0, backfill.run(7), "a second run finds nothing to write");
    assertEquals(0, new ShopAsyncTable(dynamo.asyncClient(), dynamo.tableName()).shipments().backfill()
        .runAsync(50).join());
  }

  @Test
  void badInputIsRefusedBeforeAnyRequest() {
    dynamo.requests().reset();
    Migration backfill = shop.shipments().backfill();
    assertThrows(InvalidRequestException.class, () -> backfill.step("not a token!", 10));
    assertThrows(InvalidRequestException.class, () -> backfill.step(null, 0));
    Migration async = new ShopAsyncTable(dynamo.asyncClient(), dynamo.tableName()).shipments().backfill();
    assertThrows(InvalidRequestException.class, () -> async.step(null, 10), "an async migration has no sync step");
    CompletionException refused = assertThrows(CompletionException.class, () -> backfill.stepAsync(null, 10).join());
    assertEquals(InvalidRequestException.class, refused.getCause().getClass());
    assertEquals(0, dynamo.requests().count());
  }
}
