import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/*
 * One instance of each client per cold start, reused across invocations (connection reuse).
 * No endpoints here: the SDK reads AWS_ENDPOINT_URL_DYNAMODB, _SQS, _SESV2, _S3 and _SECRETS_MANAGER itself, which is how the
 * local stack points the same code at its emulators. The pure annotations let the bundler drop the
 * clients a handler does not use, so the contact Lambda carries no SES client and the worker no SQS one.
 */

export const dynamo = /* @__PURE__ */ DynamoDBDocumentClient.from(/* @__PURE__ */ new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const sqs = /* @__PURE__ */ new SQSClient({});

export const ses = /* @__PURE__ */ new SESv2Client({});

export const s3 = /* @__PURE__ */ new S3Client({});

export const secrets = /* @__PURE__ */ new SecretsManagerClient({});
