import { Stack } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface SenderIdentityProps {
  /** The domain SES sends from, DKIM-signed. */
  readonly domain: string;
  /** The MAIL FROM subdomain: bounces go there, which makes SPF align with the From domain. */
  readonly mailFromDomain: string;
}

/**
 * The stage's own SES domain identity with its MAIL FROM subdomain. SES allows one identity per name in an
 * account and region, so a stage that shares another stage's identity makes none (infra/settings.ts) and
 * addresses that one by `identityArnOf`.
 */
export class SenderIdentity extends EmailIdentity {
  readonly mailFromDomain: string;

  constructor(scope: Construct, id: string, props: SenderIdentityProps) {
    super(scope, id, { identity: Identity.domain(props.domain), mailFromDomain: props.mailFromDomain });
    this.mailFromDomain = props.mailFromDomain;
  }

  /** The ARN of the identity `domain` in the scope's account and region, whichever stage made it. */
  static identityArnOf(scope: Construct, domain: string): string {
    return Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: domain });
  }
}
