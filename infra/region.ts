import { Token, type Stack } from 'aws-cdk-lib';

/** Where the regional stack goes unless the stage's `region` setting says otherwise. */
export const defaultRegion = 'eu-west-1';

/**
 * The regions the regional stack may go to: inside the EU, because the privacy statement promises that
 * visitors' data (leads, uploads, logs) stays there, and enabled in every account by default. London
 * (eu-west-2) and Zurich (eu-central-2) are outside the EU. Milan (eu-south-1), Spain (eu-south-2) and Zurich
 * are opt-in regions, and CloudFront delivers no standard logs to a bucket in an opt-in region ("Choosing an
 * Amazon S3 bucket for your standard logs", CloudFront Developer Guide,
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/AccessLogs.html): the distribution's
 * logs bucket lives in the stack's region, so the first deploy would fail there.
 */
export const allowedRegions = ['eu-west-1', 'eu-west-3', 'eu-central-1', 'eu-north-1'] as const;

/** Why a region that looks European is refused, in the operator's words. */
const refusedEuropeanRegions: Record<string, string> = {
  'eu-west-2': 'London is outside the EU',
  'eu-central-2': 'Zurich is outside the EU, and an opt-in region CloudFront delivers no standard logs to',
  'eu-south-1': 'Milan is an opt-in region, and CloudFront delivers no standard logs to a bucket there',
  'eu-south-2': 'Spain is an opt-in region, and CloudFront delivers no standard logs to a bucket there',
};

/**
 * The regional stack may only be in one of allowedRegions. Throws with the region, why it cannot be used
 * and what to do about it.
 */
export function assertEuRegion(region: string): void {
  if ((allowedRegions as readonly string[]).includes(region)) return;
  const why =
    refusedEuropeanRegions[region] ??
    (region.startsWith('eu-')
      ? 'it is not one of the EU regions enabled in every account, where CloudFront can deliver its standard logs'
      : 'it is outside the EU, and the privacy statement promises that visitors’ personal data stays in the EU');
  throw new Error(
    `The Startsprong stack keeps visitors' personal data and must be in an EU region that CloudFront can deliver its logs to (${allowedRegions.join(', ')}); got "${region}": ${why}. Set the stage's region to one of those, for example ${defaultRegion}.`,
  );
}

/**
 * A stack with a concrete region must be in an allowed region. An environment-agnostic stack (only built on
 * its own, in tests) is let through: the app always gives the regional stack its stage's region.
 */
export function assertStackInEu(stack: Stack): void {
  if (!Token.isUnresolved(stack.region)) assertEuRegion(stack.region);
}
