import { describe, expect, it } from 'vitest';
import { apiRoutes, apiThrottle } from '../../infra/app-spec.ts';
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
});
