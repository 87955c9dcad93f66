import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { contentSecurityPolicy, staticSecurityHeaders } from '../security-headers.ts';

/** CloudFront rejects a response-headers policy whose Content-Security-Policy is longer than this. */
export const maxContentSecurityPolicyLength = 1783;

export interface SecurityHeadersPolicyProps {
  /** Hashes of the built site's inline scripts (inlineScriptHashes). */
  readonly scriptHashes: readonly string[];
  /** Origins the browser may connect to besides the site: the uploads bucket. */
  readonly connectSources?: readonly string[];
  /** Headers beyond the security headers (the staff area's X-Robots-Tag). */
  readonly extraHeaders?: Readonly<Record<string, string>>;
  readonly comment?: string;
  /** Hashes of the built site's inline styles, the critical CSS (inlineStyleHashes). */
  readonly styleHashes?: readonly string[];
}

/**
 * The response-headers policy of every CloudFront response. Its values come from infra/security-headers.ts,
 * the module the local gateway sends too; anything CloudFront cannot express exactly throws at synth
 * rather than shipping a weaker header.
 */
export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersPolicyProps) {
    super(scope, id);
    const csp = contentSecurityPolicy(props.scriptHashes, props.connectSources, props.styleHashes);
    // What CloudFront has no typed setting for goes out as a custom header (Permissions-Policy).
    const {
      'Strict-Transport-Security': hsts,
      'X-Content-Type-Options': contentTypeOptions,
      'X-Frame-Options': frameOptions,
      'Referrer-Policy': referrerPolicy,
      ...customHeaders
    } = staticSecurityHeaders;

    if (csp.length > maxContentSecurityPolicyLength) {
      throw new Error(
        `The Content-Security-Policy is ${csp.length} characters (${props.scriptHashes.length} inline script hashes); ` +
          `CloudFront allows at most ${maxContentSecurityPolicyLength}. Reduce the distinct inline scripts in the built site.`,
      );
    }
    if (contentTypeOptions !== 'nosniff') {
      throw new Error(`X-Content-Type-Options "${contentTypeOptions}": CloudFront can only send "nosniff".`);
    }

    const securityHeadersBehavior: ResponseSecurityHeadersBehavior = {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: { ...parseStrictTransportSecurity(hsts), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: parseFrameOption(frameOptions), override: true },
      referrerPolicy: { referrerPolicy: parseReferrerPolicy(referrerPolicy), override: true },
    };

    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: props.comment ?? 'Security headers of the Startsprong site (infra/security-headers.ts)',
      securityHeadersBehavior,
      customHeadersBehavior: {
        customHeaders: Object.entries({ ...customHeaders, ...props.extraHeaders }).map(([header, value]) => ({
          header,
          value,
          override: true,
        })),
      },
    });
  }
}

function parseStrictTransportSecurity(value: string) {
  const directives = value
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  const unknown = directives.filter((d) => d !== maxAge && d !== 'includesubdomains' && d !== 'preload');
  if (!Number.isInteger(seconds) || unknown.length > 0) {
    throw new Error(`Strict-Transport-Security "${value}" is not expressible in a CloudFront response-headers policy.`);
  }
  return {
    accessControlMaxAge: Duration.seconds(seconds),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
  };
}

function parseFrameOption(value: string): HeadersFrameOption {
  const option = Object.values(HeadersFrameOption).find((candidate) => candidate === value.toUpperCase());
  if (!option) throw new Error(`X-Frame-Options "${value}": CloudFront supports only DENY or SAMEORIGIN.`);
  return option;
}

function parseReferrerPolicy(value: string): HeadersReferrerPolicy {
  const policy = Object.values(HeadersReferrerPolicy).find((candidate) => candidate === value);
  if (!policy) throw new Error(`Referrer-Policy "${value}" is not one CloudFront supports.`);
  return policy;
}
