import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { exampleContentLeft } from '../shared/showcase.ts';
import { readDeploymentConfig, siteBuildMissingMessage } from './stack.ts';
import { defineStacks } from './stacks.ts';

/**
 * The CDK app (`cdk synth`, `cdk deploy --all`). The regions are pinned (the regional stack in the EU, the
 * web ACL in us-east-1); the account comes from the deploying profile, so synth needs no AWS account.
 * Settings are context keys (cdk.json, `-c key=value`): region, siteDomain, certificateArn, senderEmail,
 * staffEmail, sesIdentityDomain, webAclArn, siteDir, and allowExampleContent (true only for a demo: the
 * app refuses to synthesize while example content is left).
 */
const app = new App();

// Invented testimonials, clients and claims must never reach the public by accident; a demo may opt in.
const exampleContent = exampleContentLeft();
const allowExampleContent = ['true', true].includes(app.node.tryGetContext('allowExampleContent') as string | boolean);
if (exampleContent.length > 0 && !allowExampleContent) {
  throw new Error(
    `Deploy refused: example content is still marked \`example: true\` in shared/showcase.ts and shared/business-facts.ts:\n` +
      exampleContent.map((item) => `  - ${item}`).join('\n') +
      '\nReplace it with the real content and set example: false, or deploy a demo with -c allowExampleContent=true.',
  );
}

const { siteDir } = readDeploymentConfig(app.node);
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(siteBuildMissingMessage(siteDir));
  process.exit(1);
}

defineStacks(app);
Tags.of(app).add('project', 'startsprong');
// cdk-nag v3 is a policy-validation plugin: an unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
