package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import dev.singletable.runtime.EdgeRepository;
import dev.singletable.runtime.NodeRepository;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * What the model files say, read back as JSON: the NoSQL Workbench model and the CloudFormation template
 * carry every item type, index and access pattern of the descriptor; the sample items show both halves
 * of a relation; and every access pattern is a public method of the generated code, and back.
 */
class ModelContentTest {

  @ParameterizedTest
  @ValueSource(strings = {ModelOutputs.SOCIAL_TABLE, ModelOutputs.SHOP_TABLE})
  void theWorkbenchModelCarriesEveryItemTypeIndexAndAccessPatternOfTheDescriptor(String table) {
    Compilation compilation = ModelOutputs.of(table);
    JsonNode descriptor = ModelOutputs.json(ModelOutputs.descriptor(compilation, table));
    JsonNode workbench = ModelOutputs.json(ModelOutputs.export(compilation, table, "workbench.json"));
    JsonNode model = workbench.field("DataModel").get().asArray().get(0);

    assertEquals("3.0", string(workbench, "ModelMetadata", "Version"));
    assertEquals(string(descriptor, "table"), string(model, "TableName"));
    Map<String, JsonNode> facets = new HashMap<>();
    model.field("TableFacets").get().asArray().forEach(facet -> facets.put(string(facet, "FacetName"), facet));
    Set<String> attributes = names(model.field("NonKeyAttributes").get(), "AttributeName");
    for (JsonNode item : array(descriptor, "itemTypes")) {
      String entity = string(item, "entity");
      JsonNode facet = facets.remove(entity);
      assertTrue(facet != null, entity + " has no facet");
      assertEquals(string(item, "keys", "PK"), string(facet, "KeyAttributeAlias", "PartitionKeyAlias"));
      assertEquals(string(item, "keys", "SK"), string(facet, "KeyAttributeAlias", "SortKeyAlias"));
      List<JsonNode> samples = facet.field("TableData").get().asArray();
      assertFalse(samples.isEmpty(), entity + " has no sample item");
      samples.forEach(sample -> assertEquals(entity, string(sample, "_type", "S")));
      for (JsonNode attribute : array(item, "attributes")) {
        assertTrue(attributes.contains(string(attribute, "name")), entity + "." + string(attribute, "name"));
      }
    }
    assertEquals(Map.of(), facets, "facets of no item type");
    Set<String> globals = new HashSet<>();
    for (JsonNode index : array(descriptor, "indexes")) {
      if (string(index, "kind").equals("global")) {
        globals.add(string(index, "name") + " " + string(index, "partitionKey") + " " + string(index, "sortKey"));
      } else {
        assertTrue(attributes.contains(string(index, "sortKey")), "local index " + string(index, "name"));
      }
    }
    Set<String> workbenchGlobals = new HashSet<>();
    model.field("GlobalSecondaryIndexes").map(JsonNode::asArray).orElse(List.of()).forEach(index ->
        workbenchGlobals.add(string(index, "IndexName") + " " + string(index, "KeyAttributes", "PartitionKey",
            "AttributeName") + " " + string(index, "KeyAttributes", "SortKey", "AttributeName")));
    assertEquals(globals, workbenchGlobals);
    String description = string(workbench, "ModelMetadata", "Description");
    for (JsonNode pattern : array(descriptor, "accessPatterns")) {
      assertTrue(description.contains("\n" + string(pattern, "method") + ": " + string(pattern, "operation")),
          string(pattern, "method") + " is not in the model's description");
    }
    int all = model.field("TableData").get().asArray().size();
    assertEquals(model.field("TableFacets").get().asArray().stream()
        .mapToInt(facet -> facet.field("TableData").get().asArray().size()).sum(), all);
  }

  /** Exactly the key attributes are defined, each index once; what cfn-lint would check first. */
  @ParameterizedTest
  @ValueSource(strings = {ModelOutputs.SOCIAL_TABLE, ModelOutputs.SHOP_TABLE})
  void theCloudFormationTableDefinesTheKeyAttributesAndIndexesOfTheDescriptor(String table) {
    Compilation compilation = ModelOutputs.of(table);
    JsonNode descriptor = ModelOutputs.json(ModelOutputs.descriptor(compilation, table));
    JsonNode properties = ModelOutputs.json(ModelOutputs.export(compilation, table, "cloudformation.json"))
        .field("Resources").get().field("Table").get().field("Properties").get();

    assertEquals(names(descriptor.field("keyAttributes").get(), "name"),
        names(properties.field("AttributeDefinitions").get(), "AttributeName"));
    Set<String> indexes = new HashSet<>();
    properties.field("GlobalSecondaryIndexes").map(JsonNode::asArray).orElse(List.of())
        .forEach(index -> indexes.add("global " + string(index, "IndexName")));
    properties.field("LocalSecondaryIndexes").map(JsonNode::asArray).orElse(List.of())
        .forEach(index -> indexes.add("local " + string(index, "IndexName")));
    assertEquals(array(descriptor, "indexes").stream().map(i -> string(i, "kind") + " " + string(i, "name"))
        .collect(Collectors.toSet()), indexes);
  }

  /**
   * The Follow samples: one follower's partition holds several follows, and the followee they share is
   * under one key of the index for several followers, each on another of its 4 shards; the users' counts
   * are the follows'.
   */
  @Test
  void theSampleItemsShowBothHalvesOfARelation() {
    JsonNode model = ModelOutputs.json(ModelOutputs.export(ModelOutputs.SOCIAL, ModelOutputs.SOCIAL_TABLE,
        "workbench.json")).field("DataModel").get().asArray().get(0);
    List<JsonNode> follows = new ArrayList<>();
    Map<String, JsonNode> users = new HashMap<>();
    for (JsonNode item : model.field("TableData").get().asArray()) {
      if (string(item, "_type", "S").equals("Follow")) {
        follows.add(item);
      } else if (string(item, "_type", "S").equals("User")) {
        users.put(string(item, "PK", "S"), item);
      }
    }
    Map<String, Long> byFollower = follows.stream().collect(Collectors.groupingBy(f -> string(f, "PK", "S"),
        Collectors.counting()));
    assertTrue(byFollower.values().stream().anyMatch(n -> n >= 3), "no follower with several follows: " + byFollower);
    Map<String, Set<String>> shardsByFollowee = new HashMap<>();
    for (JsonNode follow : follows) {
      String partition = string(follow, "GSI1PK", "S");
      String followee = partition.substring(0, partition.lastIndexOf('#'));
      assertEquals(string(follow, "SK", "S"), followee, "GSI1PK is the target key and a shard");
      shardsByFollowee.computeIfAbsent(followee, f -> new HashSet<>())
          .add(partition.substring(partition.lastIndexOf('#') + 1));
      assertTrue(string(follow, "GSI1SK", "S").endsWith("#" + string(follow, "PK", "S")),
          "GSI1SK ends with the source key");
    }
    assertTrue(shardsByFollowee.values().stream().anyMatch(shards -> shards.size() >= 3),
        "no followee spread over 3 shards: " + shardsByFollowee);
    for (JsonNode user : users.values()) {
      String id = string(user, "PK", "S").substring("ACTOR#".length());
      assertEquals(follows.stream().filter(f -> string(f, "PK", "S").equals("ACTOR#" + id)).count(),
          Long.parseLong(string(user, "following", "N")), id + " following");
      assertEquals(follows.stream().filter(f -> string(f, "SK", "S").equals("TARGET#" + id)).count(),
          Long.parseLong(string(user, "followers", "N")), id + " followers");
    }
    follows.forEach(follow -> assertTrue(users.containsKey("ACTOR#" + string(follow, "SK", "S").substring(7)),
        "no user item for " + string(follow, "SK", "S")));
  }

  /**
   * Each access pattern is a public method of its generated repository (or of the repository's base class,
   * which has the writes of whole records), or of the table class; and each public method of a generated
   * repository but its constructors is a pattern, or an overload of one taking a consistency, a
   * condition or a shard count, or {@code key(ids...)}, which sends nothing (the table's {@code read()}
   * is the pattern that reads the key).
   */
  @ParameterizedTest
  @ValueSource(strings = {ModelOutputs.SOCIAL_TABLE, ModelOutputs.SHOP_TABLE})
  void everyAccessPatternIsAGeneratedMethodAndEveryGeneratedMethodIsOne(String table) throws IOException {
    Compilation compilation = ModelOutputs.of(table);
    JsonNode descriptor = ModelOutputs.json(ModelOutputs.descriptor(compilation, table));
    Map<String, String> repositories = new HashMap<>();
    Map<String, Boolean> edges = new HashMap<>();
    for (JsonNode item : array(descriptor, "itemTypes")) {
      repositories.put(string(item, "accessor"), string(item, "repository"));
      edges.put(string(item, "accessor"), string(item, "kind").equals("edge"));
    }
    GeneratedApi api = GeneratedApi.of(compilation);
    Map<String, Set<String>> patterns = new HashMap<>();
    for (JsonNode pattern : array(descriptor, "accessPatterns")) {
      Matcher call = Pattern.compile("(?:(\\w+)\\(\\)\\.)?(\\w+)\\((.*)\\)").matcher(string(pattern, "method"));
      assertTrue(call.matches(), string(pattern, "method"));
      String owner = call.group(1) == null ? table : repositories.get(call.group(1));
      String signature = call.group(2) + "(" + call.group(3) + ")";
      int arity = call.group(3).isEmpty() ? 0 : call.group(3).split(",(?![^<]*>)").length;
      Class<?> base = call.group(1) == null ? Object.class
          : edges.get(call.group(1)) ? EdgeRepository.class : NodeRepository.class;
      boolean inherited = Arrays.stream(base.getMethods())
          .anyMatch(m -> m.getName().equals(call.group(2)) && m.getParameterCount() == arity);
      assertTrue(inherited || api.type(owner).publicSignatures().contains(signature),
          signature + " is not a method of " + owner);
      patterns.computeIfAbsent(owner, o -> new HashSet<>()).add(call.group(2));
    }
    for (String repository : repositories.values()) {
      List<String> methods = api.type(repository).publicSignatures();
      assertFalse(methods.size() < 4, repository + " has only " + methods);
      for (String method : methods) {
        String name = method.substring(0, method.indexOf('('));
        assertTrue(name.equals("key") || patterns.get(repository).contains(name),
            repository + "." + method + " is no access pattern");
      }
    }
  }

  private static Set<String> names(JsonNode array, String field) {
    return array.asArray().stream().map(node -> string(node, field)).collect(Collectors.toSet());
  }

  private static List<JsonNode> array(JsonNode node, String field) {
    return node.field(field).get().asArray();
  }

  private static String string(JsonNode node, String... path) {
    JsonNode at = node;
    for (String field : path) {
      at = at.field(field).orElseThrow(() -> new AssertionError("no " + String.join(".", path) + " in " + node));
    }
    return at.asString();
  }
}
