import { logRetentionDays } from '../../shared/business-facts.ts';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type HttpRoute,
  type IHttpRouteAuthorizer,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** CloudWatch Logs takes only its own periods; the facts module's 90 days is one of them (THREE_MONTHS). */
const logRetention = logRetentionDays as RetentionDays;

export interface SiteApiProps {
  readonly throttle: ThrottleSettings;
  /** How long access logs are kept. Default: three months. */
  readonly logRetention?: RetentionDays;
}

/**
 * The HTTP API behind /api/* of the site's distribution. No CORS: browsers reach it through CloudFront
 * on the site's own origin. The default stage is throttled and writes JSON access logs that name the
 * request but never carry its body (which holds a visitor's personal data).
 */
export class SiteApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: SiteApiProps) {
    super(scope, id);

    this.api = new HttpApi(this, 'Api', {
      description: 'Startsprong: formulieren van de website',
      // The stage is created below, because the default one takes neither throttling nor access logs.
      createDefaultStage: false,
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention ?? logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            responseLength: '$context.responseLength',
          }),
        ),
      },
    });
  }

  /** The API's host name, for CloudFront's origin. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** @param authorizer the JWT authorizer of a staff route; public routes have none. */
  addRoute(method: 'GET' | 'POST', path: string, handler: IFunction, authorizer?: IHttpRouteAuthorizer): HttpRoute[] {
    return this.api.addRoutes({
      path,
      methods: [HttpMethod[method]],
      ...(authorizer ? { authorizer } : {}),
      integration: new HttpLambdaIntegration(`${method}${path.replace(/[^A-Za-z0-9]/g, '')}Integration`, handler),
    });
  }
}
