import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeploymentConfig, siteBuildMissingMessage, StartsprongStack } from './stack.ts';

/**
 * The CDK app (`cdk synth`, `cdk deploy`). Environment-agnostic: the account and region come from the
 * deploying profile, and synth needs no AWS account. Settings are context keys (cdk.json, `-c key=value`):
 * siteDomain, certificateArn, senderEmail, staffEmail, sesIdentityDomain, webAclArn, siteDir.
 */
const app = new App();

const { siteDir } = readDeploymentConfig(app.node);
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(siteBuildMissingMessage(siteDir));
  process.exit(1);
}

new StartsprongStack(app, 'Startsprong');
Tags.of(app).add('project', 'startsprong');
// cdk-nag v3 is a policy-validation plugin: an unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
