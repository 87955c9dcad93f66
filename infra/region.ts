import { Token, type Stack } from 'aws-cdk-lib';

/** Where the regional stack goes unless the stage's `region` setting says otherwise. */
export const defaultRegion = 'eu-west-1';

const euRegionPattern = /^eu-[a-z]+-\d+$/;

/**
 * The privacy statement promises that visitors' data (leads, uploads, logs) stays in the EU, so the
 * regional stack may only be in an EU region. Throws with the region and what to do about it.
 */
export function assertEuRegion(region: string): void {
  if (!euRegionPattern.test(region)) {
    throw new Error(
      `The Startsprong stack keeps visitors' personal data and must be in an EU region (eu-*), because the privacy statement promises the EU; got "${region}". Set the stage's region to an EU region, for example ${defaultRegion}.`,
    );
  }
}

/**
 * A stack with a concrete region must be in the EU. An environment-agnostic stack (only built on its own,
 * in tests) is let through: the app always gives the regional stack its stage's region.
 */
export function assertStackInEu(stack: Stack): void {
  if (!Token.isUnresolved(stack.region)) assertEuRegion(stack.region);
}
