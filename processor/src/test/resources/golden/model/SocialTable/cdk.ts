// The Social table of dev.singletable.samples.social.SocialTable, made by singletable from its records.
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

/** Adds the Social table to `scope`; `tableName` is its physical name (undefined: CDK makes one up). */
export function socialTable(scope: Construct, id: string, tableName?: string): dynamodb.TableV2 {
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
    ],
  });
}
