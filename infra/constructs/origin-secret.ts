import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * Raise by one to rotate the secret: the next deploy creates a new secret, and the distribution and the
 * API functions take it in the same deploy (the functions' variable names the new secret, so Lambda starts
 * fresh instances that read it). CloudFront needs a few minutes to roll out the new header while the
 * functions switch at once, so some API requests answer 403 in between: rotate at a quiet hour.
 */
export const originSecretGeneration = 1;

/**
 * The secret CloudFront sends to the API in the origin-verify header (shared/origin-verify.ts), so the
 * API can refuse requests that did not pass the distribution and its WAF.
 *
 * Secrets Manager generates the value at deploy time; it never appears in the template or in cdk.out.
 * The API functions get the secret's ARN and read the value at cold start (secretsmanager:GetSecretValue,
 * granted per function by the manifest in infra/app-spec.ts), so their configuration holds no value.
 * CloudFront is the exception: an origin custom header takes only a literal string, so CloudFormation
 * resolves the dynamic reference into the distribution's configuration, and whoever may read that
 * (cloudfront:GetDistributionConfig) sees the value. Those are the account's operators, who can call the
 * API anyway; the secret only has to be unknown to the internet.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, `Generation${originSecretGeneration}`, {
      description: 'Startsprong: the header value CloudFront adds to API requests (origin verify)',
      // Letters and digits only: the value travels as an HTTP header.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront takes the value at deploy time, so an automatic rotation would break the API until the next deploy. It is rotated by raising originSecretGeneration and deploying (docs/deploy.md).',
    });
  }

  /** A CloudFormation dynamic reference to the value, resolved at deploy time: for CloudFront's origin header only. */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
