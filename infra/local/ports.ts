/**
 * Every port the local stack can be told to use: the variable that moves it, its default and what listens
 * there. portFromEnv reads only these names, and the table in docs/development.md is generated from this
 * record (`npm run docs:tables`), so a new port cannot go undocumented.
 */
export const localPorts = {
  PORT: { port: 3000, what: 'the site and its API' },
  MAILBOX_PORT: { port: 8005, what: 'the local mailbox (SES v2)' },
  DYNAMODB_PORT: { port: 4567, what: 'DynamoDB (dynalite)' },
  S3_PORT: { port: 4569, what: 'S3 (s3rver)' },
  SQS_PORT: { port: 9324, what: 'SQS (local-aws-sqs)' },
  SECRETS_PORT: { port: 4571, what: "Secrets Manager and STS (the functions' secrets; who runs the leads tool)" },
  OIDC_PORT: { port: 8010, what: 'the staff sign-in (an OpenID Connect provider standing in for Cognito)' },
  VITE_PORT: { port: 5173, what: "`npm run dev` only: Vite's dev server with hot reload (the gateway on `PORT` then serves `/api`)" },
} as const;

export type LocalPortVariable = keyof typeof localPorts;
