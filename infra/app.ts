import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeploymentConfig, siteBuildMissingMessage } from './stack.ts';
import { defineStacks } from './stacks.ts';

/**
 * The CDK app (`cdk synth`, `cdk deploy --all`). The regions are pinned (the regional stack in the EU, the
 * web ACL in us-east-1); the account comes from the deploying profile, so synth needs no AWS account.
 * Settings are context keys (cdk.json, `-c key=value`): region, siteDomain, certificateArn, senderEmail,
 * staffEmail, sesIdentityDomain, webAclArn, siteDir.
 */
const app = new App();

const { siteDir } = readDeploymentConfig(app.node);
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(siteBuildMissingMessage(siteDir));
  process.exit(1);
}

defineStacks(app);
Tags.of(app).add('project', 'startsprong');
// cdk-nag v3 is a policy-validation plugin: an unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
