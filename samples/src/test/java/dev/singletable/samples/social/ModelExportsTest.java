package dev.singletable.samples.social;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.ItemMapper;
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
 * The social table's model files as this module's build wrote them into {@code target/classes}: the
 * table classes hand out the descriptor's text, and the NoSQL Workbench model's sample items are items
 * the generated mappers read and write back unchanged (keys, shards and instants included). No server
 * needed.
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
  void theWorkbenchSampleItemsAreWhatTheMappersWrite() throws IOException {
    JsonNode model = JsonNode.parser().parse(Files.readString(FOLDER.resolve(TABLE).resolve("workbench.json")))
        .field("DataModel").get().asArray().get(0);
    Map<String, ItemMapper<?>> mappers = Map.of("Follow", FollowMapper.INSTANCE, "Mute", MuteMapper.INSTANCE,
        "User", UserMapper.INSTANCE);
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
