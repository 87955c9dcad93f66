import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The key the abuse brakes derive theirs from: the HMAC key that signs proof-of-work challenges and the
 * salt that turns a client's address (and a recipient's) into a hash nobody can reverse by trying every
 * address.
 *
 * Secrets Manager generates the value at deploy time, so it is in neither the repository nor the template.
 * The functions get the secret's ARN and read the value at cold start (secretsmanager:GetSecretValue,
 * granted per function by the manifest in infra/app-spec.ts), so lambda:GetFunctionConfiguration shows
 * no value: only a role granted the read, or whoever may read secrets in the account, sees it. Rotating it
 * (a new construct id) makes open challenges invalid and restarts the counters, which costs a visitor at
 * most one retry, but it also forgets which mailboxes are suppressed: the guard table keeps them as hashes
 * keyed with this value. So it is kept when the stack goes, with the guard table.
 */
export class GuardSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Value', {
      description: 'Startsprong: the key of the abuse brakes (proof-of-work challenges, client hashes)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      // See "Tearing down, and deploying again" in docs/deploy.md for how a new stack takes it over.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The functions keep the value for the life of a warm instance, so an automatic rotation would reach them only as instances are replaced. It is rotated by a new construct id and a deploy; its loss of value is small (counters restart, open challenges expire).',
    });
  }
}
