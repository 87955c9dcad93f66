import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { defineStacks } from '../../infra/stacks.ts';
import { builtSite, scratchDir } from './support.ts';

/** Properties that would give a resource a physical name of the app's own choosing: none may be set. */
const fixedNameProperties = [
  'BucketName',
  'TableName',
  'QueueName',
  'TopicName',
  'FunctionName',
  'RoleName',
  'ManagedPolicyName',
  'SecretName',
];

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Account-wide names CloudFormation or the CDK derives from the stack (CloudFront functions and policies, web ACLs). */
function derivedNames(template: Template): string[] {
  return Object.values(template.toJSON().Resources as Resources).flatMap((resource) => {
    const config = (resource.Properties?.OriginAccessControlConfig ?? resource.Properties?.ResponseHeadersPolicyConfig) as
      { Name?: unknown } | undefined;
    const name = resource.Properties?.Name ?? config?.Name;
    return resource.Type.startsWith('AWS::CloudFront::') || resource.Type.startsWith('AWS::WAFv2::')
      ? typeof name === 'string'
        ? [`${resource.Type}=${name}`]
        : []
      : [];
  });
}

function fixedNames(template: Template): string[] {
  return Object.entries(template.toJSON().Resources as Resources).flatMap(([id, resource]) =>
    // A literal string is a name the app chose; a reference to a resource CloudFormation named is not.
    fixedNameProperties.filter((key) => typeof resource.Properties?.[key] === 'string').map((key) => `${resource.Type} ${id}.${key}`),
  );
}

function synthStage(stage?: string) {
  const app = new App({
    outdir: scratchDir(),
    context: { 'aws:cdk:bundling-stacks': [], ...(stage ? { stage } : {}) },
  });
  const { site, edge } = defineStacks(app, { siteDir: builtSite() });
  return { site, edge, siteTemplate: Template.fromStack(site), edgeTemplate: Template.fromStack(edge!) };
}

describe('stages', () => {
  it('names the production stacks plainly and a stage with its own suffix', () => {
    // Act
    const production = synthStage();
    const staging = synthStage('staging');

    // Assess
    expect([production.site.stackName, production.edge!.stackName]).toEqual(['Startsprong', 'StartsprongEdge']);
    expect([staging.site.stackName, staging.edge!.stackName]).toEqual(['Startsprong-staging', 'StartsprongEdge-staging']);
  });

  it('gives no resource a fixed physical name, so two stages never collide and a failed deploy can be retried', () => {
    // Act
    const production = synthStage();
    const staging = synthStage('staging');

    // Assess: the app fixes no name itself, and the names derived from the stack differ per stage.
    for (const template of [production.siteTemplate, production.edgeTemplate, staging.siteTemplate, staging.edgeTemplate]) {
      expect(fixedNames(template)).toEqual([]);
    }
    const productionNames = [...derivedNames(production.siteTemplate), ...derivedNames(production.edgeTemplate)];
    const stagingNames = new Set([...derivedNames(staging.siteTemplate), ...derivedNames(staging.edgeTemplate)]);
    expect(productionNames.length).toBeGreaterThan(0);
    expect(productionNames.filter((name) => stagingNames.has(name))).toEqual([]);
  });

  it('refuses a stage name that could not name a stack', () => {
    expect(() => synthStage('Staging!')).toThrow(/Context "stage"/);
  });
});
