import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

export interface DataTableProps {
  /** Name of the string partition key. */
  readonly partitionKey: string;
  /** Attribute holding each row's expiry in epoch seconds; DynamoDB deletes the row after it. */
  readonly timeToLiveAttribute?: string;
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
  }
}
