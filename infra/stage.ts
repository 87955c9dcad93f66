import type { Node } from 'constructs';

/** The deployment everyone means when no stage is named: its stacks keep their plain names. */
export const productionStage = 'production';

const stagePattern = /^[a-z][a-z0-9-]{0,19}$/;

/**
 * Context `stage` (default production): a deployment of its own, such as `-c stage=staging`, beside
 * production in the same account. Each stage is a separate pair of stacks; CloudFormation names every
 * resource from the stack, so no two stages share a physical name.
 */
export function readStage(node: Node): string {
  const value: unknown = node.tryGetContext('stage');
  if (value === undefined || value === null || value === '') return productionStage;
  if (typeof value !== 'string' || !stagePattern.test(value)) {
    throw new Error(
      `Context "stage" must be a short name of lowercase letters, digits and hyphens (such as staging), got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

/** Startsprong and StartsprongEdge for production; Startsprong-staging and StartsprongEdge-staging for a stage. */
export function stackNames(stage: string): { site: string; edge: string } {
  const suffix = stage === productionStage ? '' : `-${stage}`;
  return { site: `Startsprong${suffix}`, edge: `StartsprongEdge${suffix}` };
}
