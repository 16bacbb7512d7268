// The Social table of dev.singletable.samples.social.SocialTable, made by singletable from its records.
import java.util.List;
import software.amazon.awscdk.services.dynamodb.Attribute;
import software.amazon.awscdk.services.dynamodb.AttributeType;
import software.amazon.awscdk.services.dynamodb.Billing;
import software.amazon.awscdk.services.dynamodb.GlobalSecondaryIndexPropsV2;
import software.amazon.awscdk.services.dynamodb.ProjectionType;
import software.amazon.awscdk.services.dynamodb.TableV2;
import software.constructs.Construct;

/** The Social table as an AWS CDK TableV2. */
public final class SocialTableCdk {
  private SocialTableCdk() {}

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
                .build()))
        .build();
  }
}
