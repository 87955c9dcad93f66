import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The key the abuse brakes derive theirs from: the HMAC key that signs proof-of-work challenges and the
 * salt that turns a client's address (and a recipient's) into a hash nobody can reverse by trying every
 * address.
 *
 * Secrets Manager generates the value at deploy time, so it is in neither the repository nor the template:
 * CloudFormation resolves the dynamic reference into the functions' environment, read once per cold
 * start. Whoever may read a function's configuration sees it; those are the account's operators, and the
 * value only has to be unknown to the internet. Rotating it (a new construct id) makes open challenges
 * invalid and restarts the counters, which costs a visitor at most one retry.
 */
export class GuardSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Value', {
      description: 'Startsprong: the key of the abuse brakes (proof-of-work challenges, client hashes)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The functions take the value at deploy time, so an automatic rotation would not reach them until the next deploy. Its loss of value is small (counters restart, open challenges expire).',
    });
  }

  /** A CloudFormation dynamic reference to the value, resolved at deploy time. */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
