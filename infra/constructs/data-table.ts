import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

export interface DataTableProps {
  /** Name of the string partition key. */
  readonly partitionKey: string;
  /** Attribute holding each row's expiry in epoch seconds; DynamoDB deletes the row after it. */
  readonly timeToLiveAttribute?: string;
  /**
   * Global secondary indexes with string keys. One whose keys only some rows carry is sparse and holds just
   * those rows. `projection`: 'ALL', 'KEYS_ONLY', or the non-key attributes to include.
   */
  readonly indexes?: readonly {
    name: string;
    partitionKey: string;
    sortKey: string;
    projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
  }[];
}

/**
 * A DynamoDB table for records that must never be lost: on demand, point-in-time recovery,
 * encrypted with the AWS-managed key, protected from deletion and kept when the stack goes.
 */
export class DataTable extends Table {
  constructor(scope: Construct, id: string, props: DataTableProps) {
    super(scope, id, {
      partitionKey: { name: props.partitionKey, type: AttributeType.STRING },
      timeToLiveAttribute: props.timeToLiveAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of props.indexes ?? []) {
      const projection =
        typeof index.projection === 'string'
          ? { projectionType: index.projection === 'ALL' ? ProjectionType.ALL : ProjectionType.KEYS_ONLY }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] };
      this.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...projection,
      });
    }
  }
}
