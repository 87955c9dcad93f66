import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import { contact, domain, siteUrl as defaultSiteUrl } from '../shared/business-facts.ts';
import { assertEuRegion, defaultRegion } from './region.ts';
import { productionStage, readStage } from './stage.ts';

/**
 * What an operator sets per deployment. Every setting lives in cdk.json under `stages.<stage>`, so a
 * routine `cdk deploy` reads the same values as the deploy before it: a setting passed once with
 * `-c key=value` would be dropped by the next deploy without one. `-c stage=<name>` chooses the block
 * (default production).
 */

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const defaultSiteDir = join(repoRoot, 'build', 'client');

/**
 * `own`: the stage creates and verifies its SES identity for `sesIdentityDomain` (DKIM and MAIL FROM records
 * to add to the DNS). `shared`: it sends from the identity another stage of the same account and region
 * owns, read-only: SES allows one identity per name in an account and region.
 */
export type SesIdentityMode = 'own' | 'shared';

export interface StageSettings {
  /** The EU region of the regional stack. */
  readonly region: string;
  readonly siteDomain: string;
  /** ACM certificate for siteDomain, in us-east-1; none means the site answers on the CloudFront domain. */
  readonly certificateArn?: string;
  readonly senderEmail: string;
  readonly staffEmail: string;
  readonly sesIdentityDomain: string;
  readonly sesIdentity: SesIdentityMode;
  /**
   * The MAIL FROM subdomain of the stage's own identity: bounces go there (its MX record), which makes SPF
   * align with the From domain. A name the DNS can give an MX and a TXT record: not one the hosting provider
   * already uses for a CNAME or a mail host. A stage that shares another's identity sets none (it has that
   * stage's).
   */
  readonly mailFromDomain?: string;
  /**
   * The staff sign-in's emails (invitations, codes) go through the stage's SES identity instead of Cognito's
   * own sender. Cognito refuses an identity that is not verified yet, so this is switched on once it is.
   */
  readonly cognitoEmailThroughSes: boolean;
  /** An operator's own WAF web ACL; none means the app's, from the edge stack. */
  readonly webAclArn?: string;
  /** A demo deployment that shows the example content (shared/showcase.ts); otherwise synth refuses it. */
  readonly allowExampleContent: boolean;
  /**
   * Reserve Lambda concurrency for the worker and the staff API (app-spec's reservedConcurrency). Off by
   * default: Lambda keeps 100 executions unreserved, and a new account may have 10 in all
   * (minimumConcurrencyQuota in app-spec says what a stage needs).
   */
  readonly reservedConcurrency: boolean;
  /**
   * Only for a stack that already holds data and lacks some of the lead tables' indexes of today: the last
   * index step to deploy (app-spec's indexSteps: an index added, or `-name` deleted), since DynamoDB creates
   * or deletes one per table per deployment. Empty: the indexes of today.
   */
  readonly indexesUpTo?: string;
}

export const settingKeys = [
  'region',
  'siteDomain',
  'certificateArn',
  'senderEmail',
  'staffEmail',
  'sesIdentityDomain',
  'sesIdentity',
  'mailFromDomain',
  'cognitoEmailThroughSes',
  'webAclArn',
  'allowExampleContent',
  'reservedConcurrency',
  'indexesUpTo',
] as const satisfies readonly (keyof StageSettings)[];

export interface DeploymentConfig extends StageSettings {
  readonly stage: string;
  /** The built site. */
  readonly siteDir: string;
  /** Base of the links in emails when a certificate is set. */
  readonly siteUrl: string;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

const emailPattern = /^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,}$/i;
const hostnamePattern = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
// CloudFront only accepts certificates from us-east-1, whatever region the stack is in.
const cloudFrontCertificatePattern = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;
const webAclPattern = /^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[0-9a-f-]{36}$/;

export function siteBuildMissingMessage(siteDir: string): string {
  return `The built site is missing: ${join(siteDir, 'index.html')} does not exist. Run \`npm run build\` first.`;
}

type Blocks = Record<string, Record<string, unknown>>;

function stageBlocks(node: Node): Blocks {
  const value: unknown = node.tryGetContext('stages');
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new SettingsError('Context "stages" must map stage names to their settings.');
  return value as Blocks;
}

/** The settings of one stage block, checked; every mistake throws naming the setting and where it lives. */
function parseStage(stage: string, block: Record<string, unknown>): StageSettings {
  const where = (key: string) => `Setting "${key}" of stage ${stage} (cdk.json: stages.${stage}.${key})`;
  for (const key of Object.keys(block)) {
    if (!(settingKeys as readonly string[]).includes(key)) throw new SettingsError(`${where(key)} is not a setting this app reads.`);
  }
  const text = (key: string, fallback: string): string => {
    const value = block[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string') throw new SettingsError(`${where(key)} must be a string, got ${JSON.stringify(value)}.`);
    return value.trim();
  };
  const flag = (key: string): boolean => {
    const value = block[key] ?? false;
    if (value !== true && value !== false) throw new SettingsError(`${where(key)} must be true or false, got ${JSON.stringify(value)}.`);
    return value;
  };
  const email = (key: string, fallback: string): string => {
    const value = text(key, fallback);
    if (!emailPattern.test(value)) throw new SettingsError(`${where(key)} must be an email address, got "${value}".`);
    return value;
  };
  const hostname = (key: string, fallback: string): string => {
    const value = text(key, fallback).toLowerCase();
    if (!hostnamePattern.test(value)) throw new SettingsError(`${where(key)} must be a domain name, got "${value}".`);
    return value;
  };

  const region = text('region', defaultRegion);
  try {
    assertEuRegion(region);
  } catch (error) {
    throw new SettingsError(`${where('region')}: ${(error as Error).message}`);
  }
  const siteDomain = hostname('siteDomain', new URL(defaultSiteUrl).hostname);
  const sesIdentityDomain = hostname('sesIdentityDomain', domain);
  const senderEmail = email('senderEmail', contact.email);
  const staffEmail = email('staffEmail', contact.staffEmail);
  const senderDomain = senderEmail.split('@')[1]!.toLowerCase();
  if (senderDomain !== sesIdentityDomain && !senderDomain.endsWith(`.${sesIdentityDomain}`)) {
    throw new SettingsError(
      `${where('senderEmail')} (${senderEmail}) must be an address at sesIdentityDomain (${sesIdentityDomain}), or SES will not send from it.`,
    );
  }
  const cognitoEmailThroughSes = flag('cognitoEmailThroughSes');
  if (cognitoEmailThroughSes && senderDomain !== sesIdentityDomain) {
    throw new SettingsError(
      `${where('cognitoEmailThroughSes')}: Cognito sends from senderEmail, which must then be at sesIdentityDomain itself (${sesIdentityDomain}).`,
    );
  }
  const sesIdentity = text('sesIdentity', 'own');
  if (sesIdentity !== 'own' && sesIdentity !== 'shared') {
    throw new SettingsError(`${where('sesIdentity')} must be "own" or "shared", got "${sesIdentity}".`);
  }
  // SES: the MAIL FROM domain "has to be a subdomain of the verified identity" and "can't be used to receive
  // email" (AWS::SES::EmailIdentity MailFromAttributes, CloudFormation reference,
  // https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-properties-ses-emailidentity-mailfromattributes.html).
  const mailFromDomainOf = (mode: string, value: string): string | undefined => {
    if (mode === 'shared') {
      if (value && value !== `bounce.${sesIdentityDomain}`)
        throw new SettingsError(
          `${where('mailFromDomain')}: a stage that shares another stage's SES identity uses that stage's MAIL FROM domain; leave it empty.`,
        );
      return undefined;
    }
    if (!hostnamePattern.test(value) || !value.endsWith(`.${sesIdentityDomain}`)) {
      throw new SettingsError(
        `${where('mailFromDomain')} must be a subdomain of sesIdentityDomain (${sesIdentityDomain}), such as bounce.${sesIdentityDomain}, got "${value}".`,
      );
    }
    if (value === siteDomain || value === senderDomain) {
      throw new SettingsError(
        `${where('mailFromDomain')} (${value}) must be a name of its own: SES needs an MX and a TXT record on it, which ${value === siteDomain ? 'the site’s own host name (a CNAME to CloudFront) cannot carry' : 'the domain that receives mail for senderEmail cannot give up'}.`,
      );
    }
    return value;
  };
  const mailFromDomain = mailFromDomainOf(sesIdentity, text('mailFromDomain', `bounce.${sesIdentityDomain}`).toLowerCase());
  const certificateArn = text('certificateArn', '') || undefined;
  if (certificateArn && !cloudFrontCertificatePattern.test(certificateArn)) {
    throw new SettingsError(
      `${where('certificateArn')} must be an ACM certificate ARN in us-east-1 (CloudFront uses no other region), got "${certificateArn}".`,
    );
  }
  const webAclArn = text('webAclArn', '') || undefined;
  if (webAclArn && !webAclPattern.test(webAclArn)) {
    throw new SettingsError(
      `${where('webAclArn')} must be the ARN of a WAF web ACL with scope CLOUDFRONT (us-east-1), got "${webAclArn}".`,
    );
  }
  return {
    region,
    siteDomain,
    certificateArn,
    senderEmail,
    staffEmail,
    sesIdentityDomain,
    sesIdentity,
    mailFromDomain,
    cognitoEmailThroughSes,
    webAclArn,
    allowExampleContent: flag('allowExampleContent'),
    reservedConcurrency: flag('reservedConcurrency'),
    indexesUpTo: text('indexesUpTo', '') || undefined,
  };
}

/**
 * What two stages of one account may not both claim: one SES identity per name and region, and one
 * CloudFront distribution per host name. Checked over every stage in cdk.json at every synth, so a
 * staging block copied from production fails before CloudFormation does.
 */
function assertNoSharedClaims(blocks: Blocks): void {
  const parsed = Object.entries(blocks).map(([stage, block]) => ({ stage, settings: parseStage(stage, block) }));
  const owners = new Map<string, string>();
  const hosts = new Map<string, string>();
  for (const { stage, settings } of parsed) {
    if (settings.sesIdentity === 'own') {
      const identity = `${settings.region}/${settings.sesIdentityDomain}`;
      const other = owners.get(identity);
      if (other) {
        throw new SettingsError(
          `Stages ${other} and ${stage} both create the SES identity ${settings.sesIdentityDomain} in ${settings.region}; SES allows one per account and region. Give ${stage} a sending subdomain of its own (sesIdentityDomain and senderEmail), or set its sesIdentity to "shared".`,
        );
      }
      owners.set(identity, stage);
    }
    const other = hosts.get(settings.siteDomain);
    if (other)
      throw new SettingsError(
        `Stages ${other} and ${stage} both use siteDomain ${settings.siteDomain}; each stage needs its own host name.`,
      );
    hosts.set(settings.siteDomain, stage);
  }
  for (const { stage, settings } of parsed) {
    if (settings.sesIdentity === 'shared' && !owners.has(`${settings.region}/${settings.sesIdentityDomain}`)) {
      throw new SettingsError(
        `Stage ${stage} shares the SES identity ${settings.sesIdentityDomain}, but no stage in cdk.json owns it in ${settings.region} (sesIdentity "own").`,
      );
    }
  }
}

/**
 * Reads the chosen stage's settings from context `stages` (cdk.json). A setting given on its own, as
 * `-c siteDomain=...`, is refused: it would be gone at the next deploy. Without any `stages` block (a
 * stack built on its own, in tests) production's defaults from shared/business-facts.ts apply.
 */
export function readDeploymentConfig(node: Node, siteDirProp?: string): DeploymentConfig {
  const stage = readStage(node);
  for (const key of settingKeys) {
    if (node.tryGetContext(key) !== undefined) {
      throw new SettingsError(
        `Setting "${key}" was given on its own (-c ${key}=...): a routine deploy without it would drop it. Set it in cdk.json under stages.${stage}.${key}.`,
      );
    }
  }
  const blocks = stageBlocks(node);
  const block = blocks[stage];
  if (!block && (stage !== productionStage || Object.keys(blocks).length > 0)) {
    throw new SettingsError(`Stage ${stage} has no settings: add a block for it to cdk.json under "stages" (see docs/deploy.md, Stages).`);
  }
  assertNoSharedClaims(blocks);
  const settings = parseStage(stage, block ?? {});
  const siteDirContext: unknown = node.tryGetContext('siteDir');
  const siteDir = siteDirProp ?? (typeof siteDirContext === 'string' && siteDirContext ? siteDirContext : defaultSiteDir);
  return { ...settings, stage, siteDir: resolve(repoRoot, siteDir), siteUrl: `https://${settings.siteDomain}` };
}
