import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

export interface DataTableProps {
  /** Name of the string partition key. */
  readonly partitionKey: string;
  /** Attribute holding each row's expiry in epoch seconds; DynamoDB deletes the row after it. */
  readonly timeToLiveAttribute?: string;
  /**
   * A sparse index: string keys that only some rows carry, so it holds just those rows. Projects the keys
   * and the named attributes.
   */
  readonly sparseIndex?: { name: string; partitionKey: string; sortKey: string; projectedAttributes: readonly string[] };
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
    if (props.sparseIndex) {
      this.addGlobalSecondaryIndex({
        indexName: props.sparseIndex.name,
        partitionKey: { name: props.sparseIndex.partitionKey, type: AttributeType.STRING },
        sortKey: { name: props.sparseIndex.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.INCLUDE,
        nonKeyAttributes: [...props.sparseIndex.projectedAttributes],
      });
    }
  }
}
