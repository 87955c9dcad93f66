import { logRetentionDays } from '../../shared/business-facts.ts';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  distributionErrorResponses,
  notFoundStatusFunctionCode,
  siteBucketAccess,
  siteRoutingFunctionCode,
  type SiteIndex,
} from '../site-routing.ts';
import { staffAreaHeaders } from '../security-headers.ts';
import { staffAreaPath } from '../../shared/staff.ts';
import { SecurityHeadersPolicy } from './security-headers-policy.ts';

export interface SiteDistributionProps {
  /** The built site's pages and top-level names, which the routing functions know (infra/site-routing.ts). */
  readonly siteIndex: SiteIndex;
  /** Hashes of the built site's inline scripts, allowed by the Content-Security-Policy. */
  readonly scriptHashes: readonly string[];
  /** Origins the pages may connect to besides their own (the uploads bucket). */
  readonly connectSources?: readonly string[];
  /** Origins only the staff area's pages may connect to besides those: the sign-in's (Cognito). */
  readonly staffConnectSources?: readonly string[];
  /** Hashes of the built site's inline styles (the critical CSS), allowed by the Content-Security-Policy. */
  readonly styleHashes?: readonly string[];
  /** The staff area's own inline scripts and styles (its pages are a React Router app); default: the site's. */
  readonly staffScriptHashes?: readonly string[];
  readonly staffStyleHashes?: readonly string[];
  /** Host name of the HTTP API that serves /api/*. */
  readonly apiDomainName: string;
  /** Custom domain and its certificate; without them the site answers on the CloudFront domain only. */
  readonly customDomain?: { readonly domainName: string; readonly certificate: ICertificate };
  /** Headers CloudFront adds to every request it sends to the API (the origin-verify secret). */
  readonly apiOriginHeaders?: Record<string, string>;
  /** A WAF web ACL (scope CLOUDFRONT) to attach. */
  readonly webAclArn?: string;
  /** How long access logs are kept. Default: 90 days. */
  readonly logRetention?: Duration;
}

/**
 * The site's one origin for visitors: a private bucket behind CloudFront with origin access control,
 * clean URLs, redirects and unknown paths in a viewer-request function, the 404 page's status set by a
 * viewer-response function on the site's behaviours only, security headers on every response, and /api/*
 * passed to the HTTP API uncached, its answers untouched.
 */
export class SiteDistribution extends Construct {
  readonly bucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly routingFunction: CloudFrontFunction;
  readonly notFoundStatusFunction: CloudFrontFunction;
  readonly headersPolicy: SecurityHeadersPolicy;
  readonly staffHeadersPolicy: SecurityHeadersPolicy;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with an object ACL, which needs ACLs enabled.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: props.logRetention ?? Duration.days(logRetentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    this.routingFunction = new CloudFrontFunction(this, 'Routing', {
      comment: 'Clean URLs, redirects and unknown paths (infra/site-routing.ts)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteRoutingFunctionCode(props.siteIndex)),
    });
    this.notFoundStatusFunction = new CloudFrontFunction(this, 'NotFoundStatus', {
      comment: 'Status 404 for the not-found page (infra/site-routing.ts)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(notFoundStatusFunctionCode(props.siteIndex)),
    });

    this.headersPolicy = new SecurityHeadersPolicy(this, 'SecurityHeaders', {
      scriptHashes: props.scriptHashes,
      connectSources: props.connectSources,
      styleHashes: props.styleHashes,
    });
    const responseHeadersPolicy = this.headersPolicy.policy;
    // The staff area: the same headers, plus the sign-in's origins in connect-src and noindex for everything.
    this.staffHeadersPolicy = new SecurityHeadersPolicy(this, 'StaffHeaders', {
      scriptHashes: props.staffScriptHashes ?? props.scriptHashes,
      connectSources: [...(props.connectSources ?? []), ...(props.staffConnectSources ?? [])],
      styleHashes: props.staffStyleHashes ?? props.styleHashes,
      extraHeaders: staffAreaHeaders,
      comment: 'Security headers of the Startsprong staff area (infra/security-headers.ts)',
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: siteBucketAccess.list ? [AccessLevel.READ, AccessLevel.LIST] : [AccessLevel.READ],
    });
    // The site's behaviours only: CloudFront runs a function only on the behaviours it is associated with.
    const routing = [
      { eventType: FunctionEventType.VIEWER_REQUEST, function: this.routingFunction },
      { eventType: FunctionEventType.VIEWER_RESPONSE, function: this.notFoundStatusFunction },
    ];

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Startsprong website',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy,
        functionAssociations: routing,
      },
      additionalBehaviors: {
        [`${staffAreaPath}*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: this.staffHeadersPolicy.policy,
          functionAssociations: routing,
        },
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: props.apiOriginHeaders,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // API Gateway routes by its own Host header, so the viewer's must not be forwarded. This managed
          // policy also forwards CloudFront's own headers, CloudFront-Viewer-Address among them: the API's
          // per-client limits key on it. (A custom policy cannot add a CloudFront header without also
          // forwarding Host.)
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          responseHeadersPolicy,
        },
      },
      // Distribution-wide, so they rewrite nothing: see distributionErrorResponses.
      errorResponses: distributionErrorResponses.map((response) => ({
        httpStatus: response.httpStatus,
        ttl: Duration.seconds(response.ttlSeconds),
        ...(response.responseHttpStatus ? { responseHttpStatus: response.responseHttpStatus } : {}),
        ...(response.responsePagePath ? { responsePagePath: response.responsePagePath } : {}),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Visitors are in the Netherlands: Europe and North America edges are enough.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: props.customDomain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });
    this.acknowledgeFindings(props);
  }

  /** cdk-nag findings this distribution accepts, each with the reason (cdk-nag v3: Validations.acknowledge). */
  private acknowledgeFindings(props: SiteDistributionProps): void {
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would log its own log deliveries.',
    });
    const distribution = Validations.of(this.distribution);
    distribution.acknowledge({ id: 'AwsSolutions-CFR1', reason: 'A public website for every visitor; no country needs blocking.' });
    if (!props.webAclArn) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'Only this stack built on its own (in tests) has no web ACL: the CDK app (infra/stacks.ts) always attaches one, from the edge stack in us-east-1 or the ACL named by context webAclArn.',
      });
    }
    if (!props.customDomain) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom certificate CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set. With context certificateArn the distribution requires TLSv1.2_2021.',
      });
    }
  }
}
