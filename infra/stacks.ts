import type { App } from 'aws-cdk-lib';
import { StartsprongEdgeStack } from './edge-stack.ts';
import { readDeploymentConfig } from './settings.ts';
import { stackNames } from './stage.ts';
import { StartsprongStack } from './stack.ts';

/**
 * The app's stacks for the chosen stage (infra/settings.ts): the regional stack in the stage's EU region
 * and, unless the operator brings a web ACL of their own (setting `webAclArn`), the edge stack in
 * us-east-1 with the site's web ACL. Cross-region references need a concrete region on both sides; the account stays open,
 * so `cdk synth` still works without credentials.
 */
export function defineStacks(app: App, options: { siteDir?: string } = {}): { site: StartsprongStack; edge?: StartsprongEdgeStack } {
  const { region, stage, webAclArn, staffEmail } = readDeploymentConfig(app.node, options.siteDir);
  const names = stackNames(stage);
  const edge = webAclArn
    ? undefined
    : new StartsprongEdgeStack(app, names.edge, { env: { region: 'us-east-1' }, crossRegionReferences: true, alarmEmail: staffEmail });
  const site = new StartsprongStack(app, names.site, {
    env: { region },
    crossRegionReferences: true,
    siteDir: options.siteDir,
    webAclArn: edge?.webAcl.arn,
  });
  return { site, edge };
}
