import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { exampleContentLeft } from '../shared/showcase.ts';
import { readDeploymentConfig, SettingsError, siteBuildMissingMessage } from './settings.ts';
import { defineStacks } from './stacks.ts';

/**
 * The CDK app (`cdk synth`, `cdk deploy --all`). The regions are pinned (the regional stack in the EU, the
 * web ACL in us-east-1); the account comes from the deploying profile, so synth needs no AWS account.
 * Every setting lives in cdk.json under `stages.<stage>` (infra/settings.ts); `-c stage=staging` chooses
 * a stage. A mistake in them, or example content left without allowExampleContent, ends the synth with
 * one message and no stack trace: the operator needs the sentence, not the call stack.
 */

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const app = new App();
let config: ReturnType<typeof readDeploymentConfig>;
try {
  config = readDeploymentConfig(app.node);
} catch (error) {
  refuse(error instanceof SettingsError ? error.message : String(error));
}

// Invented testimonials, clients and claims must never reach the public by accident; a demo stage may opt in.
const exampleContent = exampleContentLeft();
if (exampleContent.length > 0 && !config.allowExampleContent) {
  refuse(
    `Deploy geweigerd: er staat nog voorbeeldinhoud (example: true) in shared/showcase.ts en shared/business-facts.ts:\n` +
      exampleContent.map((item) => `  - ${item}`).join('\n') +
      `\nVervang die door echte inhoud en zet example: false, of maak er een demo van met "allowExampleContent": true in cdk.json onder stages.${config.stage}.`,
  );
}

if (!existsSync(join(config.siteDir, 'index.html'))) refuse(siteBuildMissingMessage(config.siteDir));

defineStacks(app);
Tags.of(app).add('project', 'startsprong');
// cdk-nag v3 is a policy-validation plugin: an unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
