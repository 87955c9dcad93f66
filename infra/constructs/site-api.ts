import { logRetentionDays } from '../../shared/business-facts.ts';
import { Lazy, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
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
import { routeThrottles, type ApiRoute } from '../app-spec.ts';

/** CloudWatch Logs takes only its own periods; the facts module's 90 days is one of them (THREE_MONTHS). */
const logRetention = logRetentionDays as RetentionDays;

export interface SiteApiProps {
  readonly throttle: ThrottleSettings;
  /** How long access logs are kept. Default: three months. */
  readonly logRetention?: RetentionDays;
}

/**
 * The HTTP API behind /api/* of the site's distribution. No CORS: browsers reach it through CloudFront
 * on the site's own origin. The default stage throttles each route on its own (a flood on one route
 * leaves the others alone) and writes JSON access logs that name the request but never carry its body
 * (which holds a visitor's personal data).
 */
export class SiteApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  private readonly routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

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
            // Behind CloudFront this is an edge server's address, never the visitor's, and an HTTP API cannot log
            // request headers: the handlers' own log line carries the visitor's keyed hash and CloudFront's
            // request id, whose standard log holds the visitor's address (functions/http/request-log.ts).
            edgeIp: '$context.identity.sourceIp',
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

  /**
   * Every route of the table (app-spec's apiRoutes) to its function, with its throttle: staff routes behind
   * the staff authorizer, the others public.
   */
  addRoutesFrom(
    routes: readonly ApiRoute[],
    handlers: Readonly<Record<ApiRoute['handler'], IFunction>>,
    staffAuthorizer: IHttpRouteAuthorizer,
  ): void {
    for (const route of routes) {
      const throttle = routeThrottles[route.throttle];
      if (route.auth === 'staff') {
        this.addRoute(route.method, route.path, handlers[route.handler], throttle, staffAuthorizer);
        continue;
      }
      for (const httpRoute of this.addRoute(route.method, route.path, handlers[route.handler], throttle)) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'Public, anonymous website forms: there is no visitor identity to authorize. The handler validates every request, and each route is throttled.',
        });
      }
    }
  }

  /**
   * A route with its own throttle (the stage's route settings).
   * @param authorizer the JWT authorizer of a staff route; public routes have none.
   */
  addRoute(
    method: 'GET' | 'POST',
    path: string,
    handler: IFunction,
    throttle: { readonly rateLimit: number; readonly burstLimit: number },
    authorizer?: IHttpRouteAuthorizer,
  ): HttpRoute[] {
    const routes = this.api.addRoutes({
      path,
      methods: [HttpMethod[method]],
      ...(authorizer ? { authorizer } : {}),
      integration: new HttpLambdaIntegration(`${method}${path.replace(/[^A-Za-z0-9]/g, '')}Integration`, handler),
    });
    this.routeSettings[`${method} ${path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
    const stage = this.stage.node.defaultChild as CfnStage;
    stage.routeSettings = Lazy.any({ produce: () => this.routeSettings });
    // A stage's route settings may only name routes that exist already: CloudFormation refuses the stage
    // ("Unable to find Route by key") unless it is created after them.
    for (const route of routes) stage.node.addDependency(route);
    return routes;
  }
}
