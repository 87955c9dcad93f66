import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SiteDeploymentProps {
  /** The built site (React Router's build/client). */
  readonly siteDir: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** Objects the deployment writes beside the build, by key: JSON values that exist only once deployed. */
  readonly deployedJson?: Readonly<Record<string, unknown>>;
}

/** Hashed bundles under /assets never change their content, so browsers may keep them for a year. */
export const assetsCacheControl = 'public, max-age=31536000, immutable';
/**
 * Pages must show a new deployment at once: browsers revalidate every time, while CloudFront keeps them
 * for a day and the deployment invalidates its cache.
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=86400, must-revalidate';

/**
 * Uploads the built site in two passes with their own cache headers: first the assets, then the pages
 * that reference them, so a page never points at an asset that is not there yet.
 */
export class SiteDeployment extends Construct {
  readonly assets?: BucketDeployment;
  readonly pages: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const assetsDir = join(props.siteDir, 'assets');

    if (existsSync(assetsDir)) {
      this.assets = new BucketDeployment(this, 'Assets', {
        sources: [Source.asset(assetsDir)],
        destinationBucket: props.bucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [CacheControl.fromString(assetsCacheControl)],
        // Visitors with an older page still load its assets, so they stay after a new deployment.
        prune: false,
        memoryLimit: 512,
      });
    }

    this.pages = new BucketDeployment(this, 'Pages', {
      // In the pages pass, so its pruning keeps them and the invalidation covers them.
      sources: [
        Source.asset(props.siteDir, { exclude: ['assets', 'assets/**'] }),
        ...Object.entries(props.deployedJson ?? {}).map(([key, value]) => Source.jsonData(key, value)),
      ],
      destinationBucket: props.bucket,
      // Keeps the sync from deleting or rewriting what the assets pass uploaded.
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString(pageCacheControl)],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (this.assets) this.pages.node.addDependency(this.assets);
    this.acknowledgeHandlerFindings(props.bucket);
  }

  /**
   * BucketDeployment runs one CDK-provided Lambda (a singleton at the stack's root) with grants CDK writes;
   * cdk-nag's findings on it are accepted here, each with the reason.
   */
  private acknowledgeHandlerFindings(bucket: IBucket): void {
    const stack = Stack.of(this);
    const deploymentHandler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!deploymentHandler) return;
    const handler = Validations.of(deploymentHandler);
    const siteBucketId = stack.getLogicalId(bucket.node.defaultChild as CfnBucket);
    const assetsBucket = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region}/*`;
    handler.acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'CDK-provided BucketDeployment handler: aws-cdk-lib chooses and updates its runtime.',
    });
    handler.acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK-provided BucketDeployment handler writes its own logs through the basic execution role; it handles no visitor data.',
    });
    const grants: [finding: string, why: string][] = [
      ['Action::s3:GetObject*', 'reads the deployment packages'],
      ['Action::s3:GetBucket*', 'reads the source and site buckets'],
      ['Action::s3:List*', 'lists the source and site buckets to sync them'],
      ['Action::s3:DeleteObject*', 'removes pages that are no longer built from the site bucket'],
      ['Action::s3:Abort*', 'aborts its own failed multipart uploads'],
      [`Resource::${assetsBucket}`, 'reads the deployment packages from the CDK asset bucket'],
      [`Resource::<${siteBucketId}.Arn>/*`, 'writes every object of the site bucket'],
      ['Resource::*', 'creates and waits for CloudFront invalidations, which it is not given a distribution ARN for'],
    ];
    for (const [finding, why] of grants) {
      handler.acknowledge({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason: `CDK-generated grant of the BucketDeployment handler: it ${why}.`,
      });
    }
  }
}
