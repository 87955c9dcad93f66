import { Token, type Stack } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/** Where the regional stack goes unless context `region` says otherwise. */
export const defaultRegion = 'eu-west-1';

const euRegionPattern = /^eu-[a-z]+-\d+$/;

/**
 * The privacy statement promises that visitors' data (leads, uploads, logs) stays in the EU, so the
 * regional stack may only be in an EU region. Throws with the region and what to do about it.
 */
export function assertEuRegion(region: string): void {
  if (!euRegionPattern.test(region)) {
    throw new Error(
      `The Startsprong stack keeps visitors' personal data and must be in an EU region (eu-*), because the privacy statement promises the EU; got "${region}". Set context "region" to an EU region, for example -c region=${defaultRegion}.`,
    );
  }
}

/** Context `region` (default eu-west-1), checked to be an EU region. */
export function readRegion(node: Node): string {
  const value: unknown = node.tryGetContext('region');
  const region = value === undefined || value === null || value === '' ? defaultRegion : value;
  if (typeof region !== 'string') throw new Error(`Context "region" must be a string, got ${JSON.stringify(value)}.`);
  assertEuRegion(region.trim());
  return region.trim();
}

/**
 * A stack with a concrete region must be in the EU. An environment-agnostic stack (only built on its own,
 * in tests) is let through: the app always gives the regional stack its region from readRegion.
 */
export function assertStackInEu(stack: Stack): void {
  if (!Token.isUnresolved(stack.region)) assertEuRegion(stack.region);
}
