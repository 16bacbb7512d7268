// The Shop table of dev.singletable.shop.ShopTable, made by singletable from its records.
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/** Adds the Shop table to `scope`; `tableName` is its physical name (undefined: CDK makes one up). */
export function shopTable(scope: Construct, id: string, tableName?: string): dynamodb.TableV2 {
  return new dynamodb.TableV2(scope, id, {
    tableName,
    partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
    sortKey: { name: 'SK', type: dynamodb.AttributeType.STRING },
    billing: dynamodb.Billing.onDemand(),
    globalSecondaryIndexes: [
      {
        indexName: 'GSI1',
        partitionKey: { name: 'GSI1PK', type: dynamodb.AttributeType.STRING },
        sortKey: { name: 'GSI1SK', type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      },
      {
        indexName: 'GSI2',
        partitionKey: { name: 'GSI2PK', type: dynamodb.AttributeType.STRING },
        sortKey: { name: 'GSI2SK', type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      },
      {
        indexName: 'GSI3',
        partitionKey: { name: 'GSI3PK', type: dynamodb.AttributeType.STRING },
        sortKey: { name: 'GSI3SK', type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      },
      {
        indexName: 'GSI4',
        partitionKey: { name: 'GSI4PK', type: dynamodb.AttributeType.STRING },
        sortKey: { name: 'GSI4SK', type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      },
    ],
    localSecondaryIndexes: [
      {
        indexName: 'LSI1',
        sortKey: { name: 'LSI1SK', type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      },
      {
        indexName: 'LSI2',
        sortKey: { name: 'LSI2SK', type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      },
    ],
  });
}
