package dev.singletable.runtime.internal.table;

import dev.singletable.layout.Layout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The table definition: string PK and SK, one global secondary index per inverted or {@code @Index}
 * name, one local secondary index per {@code @Index(local = true)} name, on-demand billing. Creating
 * it is {@link TableSetup}'s, run by the executors' {@code createIfMissing}.
 */
public final class Tables {
  private static final Projection ALL = Projection.builder().projectionType(ProjectionType.ALL).build();

  private Tables() {}

  /**
   * The CreateTable request for the layout: PK (HASH) and SK (RANGE), and for each index name
   * {@code I} a global secondary index with {@code IPK} (HASH) and {@code ISK} (RANGE) projecting all
   * attributes. Repeated index names count once.
   */
  public static CreateTableRequest definition(String tableName, String... invertedIndexes) {
    return definition(tableName, List.of(invertedIndexes), List.of());
  }

  /**
   * As {@link #definition(String, String...)} with the global indexes {@code globalIndexes}, and for
   * each name {@code L} of {@code localIndexes} a local secondary index with {@code PK} (HASH) and
   * {@code LSK} (RANGE) projecting all attributes: DynamoDB creates local indexes only with the table.
   */
  public static CreateTableRequest definition(String tableName, List<String> globalIndexes,
      List<String> localIndexes) {
    Set<String> keyAttributes = new LinkedHashSet<>(List.of(Layout.PK, Layout.SK));
    List<GlobalSecondaryIndex> indexes = new ArrayList<>();
    for (String index : new LinkedHashSet<>(globalIndexes)) {
      String partition = Layout.indexPartitionKey(index);
      String sort = Layout.indexSortKey(index);
      keyAttributes.add(partition);
      keyAttributes.add(sort);
      indexes.add(GlobalSecondaryIndex.builder().indexName(index)
          .keySchema(key(partition, KeyType.HASH), key(sort, KeyType.RANGE))
          .projection(ALL)
          .build());
    }
    List<LocalSecondaryIndex> locals = new ArrayList<>();
    for (String index : new LinkedHashSet<>(localIndexes)) {
      String sort = Layout.indexSortKey(index);
      keyAttributes.add(sort);
      locals.add(LocalSecondaryIndex.builder().indexName(index)
          .keySchema(key(Layout.PK, KeyType.HASH), key(sort, KeyType.RANGE))
          .projection(ALL)
          .build());
    }
    List<AttributeDefinition> definitions = new ArrayList<>(keyAttributes.size());
    for (String attribute : keyAttributes) {
      definitions.add(AttributeDefinition.builder().attributeName(attribute)
          .attributeType(ScalarAttributeType.S).build());
    }
    CreateTableRequest.Builder request = CreateTableRequest.builder().tableName(tableName)
        .keySchema(key(Layout.PK, KeyType.HASH), key(Layout.SK, KeyType.RANGE))
        .attributeDefinitions(definitions)
        .billingMode(BillingMode.PAY_PER_REQUEST);
    if (!indexes.isEmpty()) {
      request.globalSecondaryIndexes(indexes);
    }
    if (!locals.isEmpty()) {
      request.localSecondaryIndexes(locals);
    }
    return request.build();
  }

  private static KeySchemaElement key(String attribute, KeyType type) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(type).build();
  }
}
