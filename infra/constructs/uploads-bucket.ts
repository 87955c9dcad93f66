import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { attachmentRetentionDays } from '../../shared/business-facts.ts';
import { retentionTag, uploadPrefixes } from '../../shared/upload-keys.ts';

export interface UploadsBucketProps {
  /** Origins allowed to POST files from the browser: the site's own (or CloudFront's domains, see the stack). */
  readonly allowedOrigins: readonly string[];
  /** Prefix of files uploaded but not (yet) part of a submitted intake. */
  readonly pendingPrefix: string;
  readonly pendingExpiry: Duration;
  /** How long any file is kept at all (the retention period of the leads). */
  readonly retention: Duration;
  /** Where the bucket writes its access logs. */
  readonly accessLogsBucket: IBucket;
}

/**
 * The private bucket the intake's attachments go to, straight from the browser through presigned
 * posts: encrypted, TLS only, CORS for the site's origin only, incomplete uploads aborted after a day,
 * files never attached to a submitted intake removed after a few days, the files of an intake staff did not
 * take into work removed after weeks (by the retention tag the worker gives them: attachmentRetentionDays),
 * and everything removed when the leads' retention period has passed. Kept when the stack goes, like the
 * leads themselves.
 */
export class UploadsBucket extends Bucket {
  constructor(scope: Construct, id: string, props: UploadsBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [...props.allowedOrigins],
          allowedHeaders: ['*'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-unattached-uploads', prefix: props.pendingPrefix, expiration: props.pendingExpiry },
        // S3 lifecycle filters on a prefix and object tags together (AWS S3 User Guide, "Lifecycle configuration
        // elements", Filter with And): a tag changed later moves the object to another rule, counted still from
        // when the object was created.
        ...(['flagged', 'unreviewed'] as const).map((retention) => ({
          id: `expire-${retention}-intake-files`,
          prefix: uploadPrefixes.attached,
          tagFilters: { [retentionTag.key]: retention },
          expiration: Duration.days(attachmentRetentionDays[retention]),
        })),
        { id: 'expire-after-retention', expiration: props.retention },
      ],
    });
  }
}
