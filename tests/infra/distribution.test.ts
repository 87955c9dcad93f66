import { createHash } from 'node:crypto';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';

import { assetsCacheControl, pageCacheControl } from '../../infra/constructs/site-deployment.ts';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, staticSecurityHeaders } from '../../infra/security-headers.ts';
import {
  distributionErrorResponses,
  notFoundStatusFunctionCode,
  redirects,
  siteIndexOf,
  siteRoutingFunctionCode,
} from '../../infra/site-routing.ts';
import { StartsprongStack } from '../../infra/stack.ts';
import { certificateArn, scratchDir, newApp, synth, distributionConfig } from './support.ts';

describe('site distribution', () => {
  it('serves the site from a private, encrypted bucket through origin access control', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const [bucketId] = Object.keys(template.findResources('AWS::S3::Bucket', { Properties: { LoggingConfiguration: Match.anyValue() } }));
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.anyValue(),
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const s3Origin = distributionConfig(template).Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(s3Origin.DomainName).toEqual({ 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] });
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.stringContaining('OriginAccessControl'), 'Id'] });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Action: ['s3:GetObject', 's3:ListBucket'],
            Principal: { Service: 'cloudfront.amazonaws.com' },
          }),
        ]),
      },
    });
  });

  it('redirects HTTP to HTTPS, compresses and speaks HTTP/2 and HTTP/3', () => {
    // Prepare / Act
    const config = distributionConfig(synth().template);

    // Assess
    expect(config.HttpVersion).toBe('http2and3');
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(behavior.Compress).toBe(true);
    }
  });

  it("runs the generated routing and not-found code on the site's behaviours, and on /api/* nothing", () => {
    // Prepare / Act
    const { template, siteDir } = synth();

    // Assess: the code that ships is generated from the built site.
    const functions = Object.entries(template.findResources('AWS::CloudFront::Function'));
    const codeOf = (code: string) => functions.find(([, fn]) => fn.Properties.FunctionCode === code)!;
    const [routingId, routing] = codeOf(siteRoutingFunctionCode(siteIndexOf(siteDir)));
    const [statusId] = codeOf(notFoundStatusFunctionCode(siteIndexOf(siteDir)));
    expect(routing.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    for (const [from, to] of Object.entries(redirects)) {
      expect(routing.Properties.FunctionCode).toContain(JSON.stringify(from));
      expect(routing.Properties.FunctionCode).toContain(JSON.stringify(to));
    }
    const config = distributionConfig(template);
    const siteFunctions = [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [routingId, 'FunctionARN'] } },
      { EventType: 'viewer-response', FunctionARN: { 'Fn::GetAtt': [statusId, 'FunctionARN'] } },
    ];
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual(siteFunctions);
    const behaviour = (pattern: string) => config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
    expect(behaviour('/beheer*').FunctionAssociations).toEqual(siteFunctions);
    expect(behaviour('/api/*').FunctionAssociations).toBeUndefined();
  });

  it('has no distribution-wide error page that could rewrite an API answer, and lets CloudFront cache no error', () => {
    // Prepare / Act
    const config = distributionConfig(synth().template);

    // Assess: custom error responses apply to every behaviour, /api/* included.
    const responses = config.CustomErrorResponses as Record<string, unknown>[];
    expect(responses.length).toBeGreaterThan(0);
    for (const response of responses) {
      expect(response).not.toHaveProperty('ResponsePagePath');
      expect(response).not.toHaveProperty('ResponseCode');
      expect(response.ErrorCachingMinTTL).toBe(0);
    }
    // Each error CloudFront caches of itself (always, or when the origin sends max-age) is covered.
    expect(responses.map((response) => response.ErrorCode)).toEqual(
      expect.arrayContaining([400, 403, 404, 405, 414, 500, 501, 502, 503, 504]),
    );
    expect(distributionErrorResponses.every((response) => !response.responsePagePath && !response.responseHttpStatus)).toBe(true);
  });

  it('lets CloudFront list the site bucket, so a missing key is a 404 and not a 403', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: Match.arrayWith(['s3:ListBucket']),
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Resource: Match.arrayWith([{ 'Fn::GetAtt': [Match.stringLikeRegexp('SiteBucket'), 'Arn'] }]),
          }),
        ]),
      },
    });
  });

  it('forwards CloudFront-Viewer-Address and X-Amz-Cf-Id to the API, so its logs and limits see the visitor, not CloudFront', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess: either a managed policy that AWS documents as forwarding every CloudFront header
    // (AllViewerExceptHostHeader, AllViewerAndCloudFrontHeaders-2022-06), or our own policy naming the header.
    // X-Amz-Cf-Id CloudFront adds to every origin request whatever the policy.
    const forwardsAllCloudFrontHeaders = ['b689b0a8-53d0-40ab-baf2-68738e2966ac', '33f36d7e-f396-46d9-90e0-52428a34d9dc'];
    const apiBehavior = distributionConfig(template).CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*',
    );
    const policyId: unknown = stack.resolve(apiBehavior.OriginRequestPolicyId);
    if (typeof policyId === 'string') {
      expect(forwardsAllCloudFrontHeaders).toContain(policyId);
      expect(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId).toBe(forwardsAllCloudFrontHeaders[0]);
    } else {
      const [logicalId] = Object.values(policyId as Record<string, unknown>) as [string];
      const policy = template.toJSON().Resources[logicalId].Properties.OriginRequestPolicyConfig;
      expect(policy.HeadersConfig.HeaderBehavior).toMatch(/^(whitelist|allViewerAndWhitelistCloudFront)$/);
      expect(policy.HeadersConfig.Headers).toContain('CloudFront-Viewer-Address');
    }
  });

  it('sends /api/* uncached to the HTTP API with every viewer header except Host', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const config = distributionConfig(template);
    const apiBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(apiBehavior).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === apiBehavior.TargetOriginId);
    const apiId = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'))[0];
    expect(stack.resolve(apiOrigin.DomainName)).toEqual({
      'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
    });
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('sends exactly the security headers of infra/security-headers.ts', () => {
    // Prepare / Act
    const { template, stack, siteDir } = synth();

    // Assess
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = policy!.Properties.ResponseHeadersPolicyConfig;
    const hsts = security.StrictTransportSecurity;
    const sent = {
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        hsts.IncludeSubdomains && 'includeSubDomains',
        hsts.Preload && 'preload',
      ]
        .filter(Boolean)
        .join('; '),
      'X-Content-Type-Options': security.ContentTypeOptions && 'nosniff',
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(custom.Items.map((item: { Header: string; Value: string }) => [item.Header, item.Value])),
    };
    const hashes = inlineScriptHashes(siteDir);
    expect(hashes).toHaveLength(2);
    // The critical CSS is allowed by the hash of the text the built page holds, and by nothing broader.
    const styleHashes = inlineStyleHashes(siteDir);
    expect(styleHashes).toEqual([`'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`]);
    expect(contentSecurityPolicy(hashes, [], styleHashes)).toContain(`style-src 'self' ${styleHashes[0]};`);
    expect(contentSecurityPolicy(hashes, [], styleHashes)).not.toContain('unsafe-inline');
    // The pages may also post files to the uploads bucket, by its regional domain.
    const uploadsOrigin = `https://${stack.uploadsBucket.bucketRegionalDomainName}`;
    expect(sent).toEqual({
      'Content-Security-Policy': stack.resolve(contentSecurityPolicy(hashes, [uploadsOrigin], styleHashes)),
      ...staticSecurityHeaders,
    });
    for (const config of [
      security.ContentSecurityPolicy,
      hsts,
      security.ContentTypeOptions,
      security.FrameOptions,
      security.ReferrerPolicy,
    ]) {
      expect(config.Override).toBe(true);
    }
  });

  it('answers on the CloudFront domain when no certificate is configured', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const config = distributionConfig(template);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    template.hasOutput('SiteUrl', { Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] } });
  });

  it('serves the configured domain with its us-east-1 certificate and TLS 1.2 at least', () => {
    // Prepare / Act
    const { template } = synth({
      context: { certificateArn, siteDomain: 'www.voorbeeld.nl', sesIdentityDomain: 'voorbeeld.nl', senderEmail: 'hallo@voorbeeld.nl' },
    });

    // Assess
    expect(distributionConfig(template)).toMatchObject({
      Aliases: ['www.voorbeeld.nl'],
      ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    template.hasOutput('SiteUrl', { Value: 'https://www.voorbeeld.nl' });
  });

  it('rejects a certificate outside us-east-1, which CloudFront cannot use', () => {
    // Prepare
    const arn = certificateArn.replace('us-east-1', 'eu-west-1');

    // Act / Assess
    expect(() => synth({ context: { certificateArn: arn } })).toThrow(/certificateArn.*us-east-1/);
  });

  it('logs viewer requests and bucket access to a private logs bucket', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const logsBucketId = distributionConfig(template).Logging.Bucket['Fn::GetAtt'][0] as string;
    expect(distributionConfig(template).Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logsBucketId, 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logsBucketId } },
    });
    const logsBucket = template.toJSON().Resources[logsBucketId].Properties;
    expect(logsBucket).toMatchObject({
      // CloudFront's standard logs arrive with an object ACL: the bucket takes ACLs, but grants none itself.
      OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })] },
    });
    // S3's access logs are let in by the bucket policy, per source bucket, not by the legacy canned ACL.
    expect(logsBucket.AccessControl).toBeUndefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logsBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Allow', Action: 's3:PutObject', Principal: { Service: 'logging.s3.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('deploys hashed assets with a year-long immutable cache, then the pages revalidated and invalidated', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const deployments = Object.entries(template.findResources('Custom::CDKBucketDeployment'));
    const [assetsId, assets] = deployments.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/')!;
    const [, pages] = deployments.find(([id]) => id !== assetsId)!;
    expect(assets.Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': assetsCacheControl } });
    expect(assets.Properties.DistributionId).toBeUndefined();
    expect(pages.Properties).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': pageCacheControl },
      DistributionPaths: ['/*'],
    });
    expect(pages.DependsOn).toContain(assetsId);
  });

  it('refuses to synthesize before the site is built', () => {
    // Prepare
    const emptyDir = scratchDir();

    // Act / Assess
    expect(() => new StartsprongStack(newApp(), 'Test', { siteDir: emptyDir })).toThrow(/Run `npm run build` first/);
  });
});
