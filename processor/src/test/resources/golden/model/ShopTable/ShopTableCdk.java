// The Shop table of dev.singletable.shop.ShopTable, made by singletable from its records.
import java.util.List;
import software.amazon.awscdk.services.dynamodb.Attribute;
import software.amazon.awscdk.services.dynamodb.AttributeType;
import software.amazon.awscdk.services.dynamodb.Billing;
import software.amazon.awscdk.services.dynamodb.GlobalSecondaryIndexPropsV2;
import software.amazon.awscdk.services.dynamodb.LocalSecondaryIndexProps;
import software.amazon.awscdk.services.dynamodb.ProjectionType;
import software.amazon.awscdk.services.dynamodb.TableV2;
import software.constructs.Construct;

/** The Shop table as an AWS CDK TableV2. */
public final class ShopTableCdk {
  private ShopTableCdk() {}

  /** Adds the table to {@code scope}; {@code tableName} is its physical name (null: CDK makes one up). */
  public static TableV2 create(Construct scope, String id, String tableName) {
    return TableV2.Builder.create(scope, id)
        .tableName(tableName)
        .partitionKey(Attribute.builder().name("PK").type(AttributeType.STRING).build())
        .sortKey(Attribute.builder().name("SK").type(AttributeType.STRING).build())
        .billing(Billing.onDemand())
        .globalSecondaryIndexes(List.of(
            GlobalSecondaryIndexPropsV2.builder()
                .indexName("GSI1")
                .partitionKey(Attribute.builder().name("GSI1PK").type(AttributeType.STRING).build())
                .sortKey(Attribute.builder().name("GSI1SK").type(AttributeType.STRING).build())
                .projectionType(ProjectionType.ALL)
                .build(),
            GlobalSecondaryIndexPropsV2.builder()
                .indexName("GSI2")
                .partitionKey(Attribute.builder().name("GSI2PK").type(AttributeType.STRING).build())
                .sortKey(Attribute.builder().name("GSI2SK").type(AttributeType.STRING).build())
                .projectionType(ProjectionType.ALL)
                .build(),
            GlobalSecondaryIndexPropsV2.builder()
                .indexName("GSI3")
                .partitionKey(Attribute.builder().name("GSI3PK").type(AttributeType.STRING).build())
                .sortKey(Attribute.builder().name("GSI3SK").type(AttributeType.STRING).build())
                .projectionType(ProjectionType.ALL)
                .build(),
            GlobalSecondaryIndexPropsV2.builder()
                .indexName("GSI4")
                .partitionKey(Attribute.builder().name("GSI4PK").type(AttributeType.STRING).build())
                .sortKey(Attribute.builder().name("GSI4SK").type(AttributeType.STRING).build())
                .projectionType(ProjectionType.ALL)
                .build()))
        .localSecondaryIndexes(List.of(
            LocalSecondaryIndexProps.builder()
                .indexName("LSI1")
                .sortKey(Attribute.builder().name("LSI1SK").type(AttributeType.STRING).build())
                .projectionType(ProjectionType.ALL)
                .build(),
            LocalSecondaryIndexProps.builder()
                .indexName("LSI2")
                .sortKey(Attribute.builder().name("LSI2SK").type(AttributeType.STRING).build())
                .projectionType(ProjectionType.ALL)
                .build()))
        .build();
  }
}
