import { describe, expect, it } from 'vitest';
import {
  apiRoutes,
  apiThrottle,
  functionNames,
  lambdaUnreservedMinimum,
  minimumConcurrencyQuota,
  routeThrottles,
  type FunctionName,
} from '../../infra/app-spec.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';
import { synth, functionLogicalId } from './support.ts';

describe('HTTP API', () => {
  it('throttles the default stage with the limits of app-spec', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: apiThrottle.rateLimit, ThrottlingBurstLimit: apiThrottle.burstLimit },
    });
  });

  it('writes JSON access logs that identify the request but never carry its body', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const format = JSON.parse(stage!.Properties.AccessLogSettings.Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      edgeIp: '$context.identity.sourceIp',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
    });
    expect(stage!.Properties.AccessLogSettings.Format).not.toMatch(/body/i);
  });

  it('routes every entry of apiRoutes to its own function without CORS', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const route of apiRoutes) {
      const [, routeResource] = Object.entries(template.findResources('AWS::ApiGatewayV2::Route')).find(
        ([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`,
      )!;
      const integrationId = routeResource.Properties.Target['Fn::Join'][1][1].Ref;
      expect(integrations[integrationId]!.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [functionLogicalId(stack, route.handler), 'Arn'] },
      });
    }
    const [api] = Object.values(template.findResources('AWS::ApiGatewayV2::Api'));
    expect(api!.Properties.CorsConfiguration).toBeUndefined();
  });

  it('throttles each route on its own with the limits of app-spec, the challenge route included', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const [stageId, stage] = Object.entries(template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
    const settings = stage!.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual(apiRoutes.map((route) => `${route.method} ${route.path}`).sort());
    for (const route of apiRoutes) {
      expect(settings[`${route.method} ${route.path}`], route.path).toEqual({
        ThrottlingRateLimit: routeThrottles[route.throttle].rateLimit,
        ThrottlingBurstLimit: routeThrottles[route.throttle].burstLimit,
      });
    }
    expect(apiRoutes.find((route) => route.path === proofOfWork.path)?.throttle).toBe('challenge');
    expect(apiRoutes.filter((route) => route.throttle === 'challenge')).toHaveLength(1);
    // CloudFormation refuses route settings for routes it has not made yet.
    const routeIds = Object.keys(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(template.toJSON().Resources[stageId!].DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('reserves no Lambda concurrency by default, so a new account with a quota of 10 can deploy', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const reserved = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(reserved).toEqual([]);
  });

  it('with reservedConcurrency, keeps room for the worker and the staff API only, leaves the public functions uncapped, and asks the quota Lambda’s 100 unreserved need', () => {
    // Prepare / Act
    const { template, stack } = synth({ context: { reservedConcurrency: true } });

    // Assess: a cap on a public function would turn a burst into Lambda throttles (5xx), not the route's 429
    const reservedOf = (name: FunctionName) =>
      template.toJSON().Resources[functionLogicalId(stack, name)].Properties.ReservedConcurrentExecutions as number | undefined;
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(reservedOf('worker')).toBeGreaterThanOrEqual(mapping!.Properties.ScalingConfig.MaximumConcurrency);
    expect(reservedOf('staff')).toBeGreaterThanOrEqual(1);
    const reserving = functionNames.filter((name) => reservedOf(name) !== undefined);
    expect(reserving.sort()).toEqual(['staff', 'worker']);
    expect(reserving.reduce((sum, name) => sum + reservedOf(name)!, 0) + lambdaUnreservedMinimum).toBe(minimumConcurrencyQuota);
  });
});
