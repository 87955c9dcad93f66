import type { App } from 'aws-cdk-lib';
import { StartsprongEdgeStack } from './edge-stack.ts';
import { readRegion } from './region.ts';
import { readStage, stackNames } from './stage.ts';
import { readDeploymentConfig, StartsprongStack } from './stack.ts';

/**
 * The app's stacks: the regional stack in an EU region (context `region`, default eu-west-1) and, unless
 * the operator brings a web ACL of their own (context `webAclArn`), the edge stack in us-east-1 with the
 * site's web ACL. Cross-region references need a concrete region on both sides; the account stays open,
 * so `cdk synth` still works without credentials.
 */
export function defineStacks(app: App, options: { siteDir?: string } = {}): { site: StartsprongStack; edge?: StartsprongEdgeStack } {
  const region = readRegion(app.node);
  const names = stackNames(readStage(app.node));
  const { webAclArn } = readDeploymentConfig(app.node, options.siteDir);
  const edge = webAclArn
    ? undefined
    : new StartsprongEdgeStack(app, names.edge, { env: { region: 'us-east-1' }, crossRegionReferences: true });
  const site = new StartsprongStack(app, names.site, {
    env: { region },
    crossRegionReferences: true,
    siteDir: options.siteDir,
    webAclArn: edge?.webAcl.arn,
  });
  return { site, edge };
}
