package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ItemMapper;
import dev.singletable.samples.social.FollowMapper;
import dev.singletable.samples.social.MuteMapper;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.UserMapper;
import dev.singletable.shop.CustomerMapper;
import dev.singletable.shop.CustomerOrderMapper;
import dev.singletable.shop.InventoryMapper;
import dev.singletable.shop.InvoiceMapper;
import dev.singletable.shop.OrderItemMapper;
import dev.singletable.shop.OrderMapper;
import dev.singletable.shop.PaymentMapper;
import dev.singletable.shop.ProductMapper;
import dev.singletable.shop.ShipmentMapper;
import dev.singletable.shop.TicketEventMapper;
import dev.singletable.shop.TicketMapper;
import dev.singletable.shop.TicketStepMapper;
import dev.singletable.shop.WarehouseMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The model files as this module's build wrote them: the social table's into {@code target/classes},
 * whose table classes hand out the descriptor's text, and the Online Shop's into
 * {@code target/test-classes}. Each NoSQL Workbench sample item is an item its generated mapper reads and
 * writes back unchanged: keys, shard suffixes, fixed-width instants, local index keys, composite sort keys
 * and sparse indexes included. No server needed.
 */
class ModelExportsTest {
  private static final Path FOLDER = Path.of("target/classes/META-INF/singletable");
  private static final String TABLE = "dev.singletable.samples.social.SocialTable";

  @Test
  void theTableClassesReturnTheDescriptorTheBuildWrote() throws IOException {
    String file = Files.readString(FOLDER.resolve(TABLE + ".json"), StandardCharsets.UTF_8);

    assertTrue(file.startsWith("{\n  \"formatVersion\": 1,\n  \"table\": \"Social\",\n"), file);
    assertEquals(file, SocialTable.modelDescriptor());
    assertEquals(file, SocialAsyncTable.modelDescriptor());
  }

  @Test
  void theSocialWorkbenchSamplesAreWhatTheMappersWrite() throws IOException {
    assertRoundTrips(FOLDER.resolve(TABLE), Map.of("Follow", FollowMapper.INSTANCE, "Mute", MuteMapper.INSTANCE,
        "User", UserMapper.INSTANCE));
  }

  @Test
  void theShopWorkbenchSamplesAreWhatTheMappersWrite() throws IOException {
    assertRoundTrips(Path.of("target/test-classes/META-INF/singletable/dev.singletable.shop.ShopTable"),
        Map.ofEntries(Map.entry("Customer", CustomerMapper.INSTANCE),
            Map.entry("CustomerOrder", CustomerOrderMapper.INSTANCE), Map.entry("Inventory", InventoryMapper.INSTANCE),
            Map.entry("Invoice", InvoiceMapper.INSTANCE), Map.entry("Order", OrderMapper.INSTANCE),
            Map.entry("OrderItem", OrderItemMapper.INSTANCE), Map.entry("Payment", PaymentMapper.INSTANCE),
            Map.entry("Product", ProductMapper.INSTANCE), Map.entry("Shipment", ShipmentMapper.INSTANCE),
            Map.entry("Ticket", TicketMapper.INSTANCE), Map.entry("TicketEvent", TicketEventMapper.INSTANCE),
            Map.entry("TicketStep", TicketStepMapper.INSTANCE), Map.entry("Warehouse", WarehouseMapper.INSTANCE)));
  }

  /** Every sample item of the table's Workbench model, by its {@code _type}'s mapper. */
  private static void assertRoundTrips(Path folder, Map<String, ItemMapper<?>> mappers) throws IOException {
    JsonNode model = JsonNode.parser().parse(Files.readString(folder.resolve("workbench.json")))
        .field("DataModel").get().asArray().get(0);
    List<JsonNode> items = model.field("TableData").get().asArray();
    assertFalse(items.isEmpty());
    for (JsonNode json : items) {
      Map<String, AttributeValue> item = item(json);
      assertEquals(item, roundTrip(mappers.get(item.get("_type").s()), item), json.toString());
    }
  }

  private static <T> Map<String, AttributeValue> roundTrip(ItemMapper<T> mapper, Map<String, AttributeValue> item) {
    return mapper.toItem(mapper.fromItem(item));
  }

  /** An item in DynamoDB JSON, as the Workbench model holds it. */
  private static Map<String, AttributeValue> item(JsonNode json) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    json.asObject().forEach((name, value) -> item.put(name, value(value)));
    return item;
  }

  private static AttributeValue value(JsonNode json) {
    Map.Entry<String, JsonNode> typed = json.asObject().entrySet().iterator().next();
    JsonNode value = typed.getValue();
    switch (typed.getKey()) {
      case "S":
        return AttributeValue.fromS(value.asString());
      case "N":
        return AttributeValue.fromN(value.asString());
      case "BOOL":
        return AttributeValue.fromBool(value.asBoolean());
      case "B":
        return AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(value.asString())));
      case "SS":
        return AttributeValue.fromSs(value.asArray().stream().map(JsonNode::asString).toList());
      case "L":
        return AttributeValue.fromL(value.asArray().stream().map(ModelExportsTest::value).toList());
      case "M":
        return AttributeValue.fromM(item(value));
      default:
        throw new AssertionError("no such type " + typed.getKey());
    }
  }
}
