import { logRetentionDays } from '../../shared/business-facts.ts';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** CloudWatch Logs takes only its own periods; the facts module's 90 days is one of them (THREE_MONTHS). */
const logRetention = logRetentionDays as RetentionDays;

export interface NodeFunctionProps {
  /** Repository root: entries, package-lock.json and tsconfig.json are resolved from it. */
  readonly repoRoot: string;
  /** The handler's source file, relative to repoRoot. */
  readonly entry: string;
  readonly description: string;
  readonly timeout: Duration;
  readonly memorySize: number;
  readonly environment?: Record<string, string>;
  /** Concurrent executions reserved for this function, which also caps it. Default: none. */
  readonly reservedConcurrentExecutions?: number;
  /** How long the function's logs are kept. Default: three months. */
  readonly logRetention?: RetentionDays;
}

/**
 * A Lambda on Node.js 24 (ARM), bundled by esbuild into one minified ESM file with source maps.
 * It writes JSON logs to its own log group with a retention, through a role that may write to that
 * log group and nothing else until the stack grants more.
 */
export class NodeFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logRetention,
      // Logs are diagnostics, not records: the leads live in DynamoDB.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An own role instead of AWSLambdaBasicExecutionRole, whose log permissions cover every log group.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(props.repoRoot, props.entry),
      handler: 'handler',
      projectRoot: props.repoRoot,
      depsLockFilePath: join(props.repoRoot, 'package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      timeout: props.timeout,
      memorySize: props.memorySize,
      ...(props.reservedConcurrentExecutions ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions } : {}),
      role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        // esbuild's size table for every function is noise in a synth; its warnings and errors still show.
        logLevel: LogLevel.WARNING,
        // Prefer the ESM build of dependencies that ship both.
        mainFields: ['module', 'main'],
        // CommonJS dependencies inside an ESM bundle still call require(); give them one.
        banner:
          "import { createRequire as __startsprongCreateRequire } from 'node:module'; const require = __startsprongCreateRequire(import.meta.url);",
        // Bundle the AWS SDK too: a pinned, tree-shaken client starts faster than the runtime's copy.
        bundleAwsSDK: true,
        externalModules: [],
        tsconfig: join(props.repoRoot, 'tsconfig.json'),
      },
    });
  }
}
