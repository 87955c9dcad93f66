import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envVars, lambdaFunctions, redriveTableIndex, tables, uploadsBucket } from '../../infra/app-spec.ts';
import { permanentRefusal } from '../../functions/mail/ses-refusal.ts';
import { invokeAs } from '../../infra/local/lambda-sandbox.ts';
import { localUserPoolId } from '../../infra/local/staff-directory.ts';
import { startLocalDirectory } from '../support/local-directory.ts';
import { startLocalAws, type LocalAws } from '../support/local-aws.ts';
import { lambdaContextFor } from '../support/test-events.ts';
import { intakeBody } from '../support/test-intake.ts';
import { answeredJsonEvent } from '../support/proof-of-work.ts';

/*
 * The local stack refuses what IAM would refuse: a function calls AWS only as its manifest allows, and sees
 * only the environment variables its manifest names.
 */
describe('the local permission guard', () => {
  let aws: LocalAws;
  let documents: DynamoDBDocumentClient;
  let s3: S3Client;
  let sqs: SQSClient;

  beforeAll(async () => {
    aws = await startLocalAws();
    documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    s3 = new S3Client({ forcePathStyle: true });
    sqs = new SQSClient({});
  });

  afterAll(async () => {
    documents?.destroy();
    s3?.destroy();
    sqs?.destroy();
    await aws?.stop();
  });

  it('refuses a DynamoDB action the function was not granted, with the error AWS gives', async () => {
    // Act
    const read = aws.as('contact', () => documents.send(new GetCommand({ TableName: tables.contact.localName, Key: { id: 'x' } })));

    // Assess
    await expect(read).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('is not authorized to perform: dynamodb:GetItem'),
      $metadata: { httpStatusCode: 400 },
    });
  });

  it('lets a granted action through to the emulator', async () => {
    // Act
    const write = aws.as('contact', () =>
      documents.send(new PutCommand({ TableName: tables.contact.localName, Item: { id: randomUUID(), kind: 'contact' } })),
    );

    // Assess
    await expect(write).resolves.toBeDefined();
  });

  it("refuses another kind's table even for an action granted on the function's own", async () => {
    // Act
    const write = await aws
      .as('contact', () => documents.send(new PutCommand({ TableName: tables.intake.localName, Item: { id: 'x' } })))
      .catch((error: unknown) => error);
    const query = await aws.as('redrive', () =>
      documents.send(
        new QueryCommand({
          TableName: tables.intake.localName,
          IndexName: redriveTableIndex.name,
          KeyConditionExpression: '#kind = :kind',
          ExpressionAttributeNames: { '#kind': redriveTableIndex.partitionKey },
          ExpressionAttributeValues: { ':kind': 'intake' },
        }),
      ),
    );

    // Assess
    expect(write).toMatchObject({ name: 'AccessDeniedException' });
    expect(query.Items).toBeDefined();
  });

  it('lets the re-drive query its sparse index only: a scan or a query of the whole table is refused', async () => {
    // Act
    const scan = await aws
      .as('redrive', () => documents.send(new ScanCommand({ TableName: tables.intake.localName })))
      .catch((error: unknown) => error);
    const tableQuery = await aws
      .as('redrive', () =>
        documents.send(
          new QueryCommand({
            TableName: tables.intake.localName,
            KeyConditionExpression: 'id = :id',
            ExpressionAttributeValues: { ':id': 'x' },
          }),
        ),
      )
      .catch((error: unknown) => error);

    // Assess
    expect(scan).toMatchObject({ name: 'AccessDeniedException' });
    expect(tableQuery).toMatchObject({ name: 'AccessDeniedException' });
  });

  it('lets the booking function write only slot items in the schedule table, as its grant’s dynamodb:LeadingKeys condition does', async () => {
    // Prepare
    const table = tables.schedule.localName;
    const as = <T>(work: () => Promise<T>) => aws.as('booking', work).catch((error: unknown) => error);

    // Act
    const slot = await as(() => documents.send(new PutCommand({ TableName: table, Item: { id: `slot#${randomUUID()}` } })));
    const availability = await as(() => documents.send(new PutCommand({ TableName: table, Item: { id: 'availability', calendars: {} } })));
    const feed = await as(() => documents.send(new DeleteCommand({ TableName: table, Key: { id: `feed#${randomUUID()}` } })));
    const read = await as(() => documents.send(new GetCommand({ TableName: table, Key: { id: 'availability' } })));

    // Assess
    expect(slot).not.toBeInstanceOf(Error);
    expect(availability).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining('dynamodb:PutItem') });
    expect(feed).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining('dynamodb:DeleteItem') });
    expect(read).not.toBeInstanceOf(Error);
  });

  it('refuses S3 and SQS calls outside the manifest', async () => {
    // Act
    const head = await aws
      .as('intake', () => s3.send(new HeadObjectCommand({ Bucket: uploadsBucket.localName, Key: 'elders/bestand.pdf' })))
      .catch((error: unknown) => error);
    const send = await aws
      .as('uploads', () => sqs.send(new SendMessageCommand({ QueueUrl: aws.queueUrls.leads, MessageBody: '{}' })))
      .catch((error: unknown) => error);
    const deadLetter = await aws
      .as('redrive', () => sqs.send(new SendMessageCommand({ QueueUrl: aws.queueUrls.deadLetter, MessageBody: '{}' })))
      .catch((error: unknown) => error);

    // Assess: S3 answers a HEAD without a body, so the SDK names only the status.
    expect(head).toMatchObject({ name: '403', $metadata: { httpStatusCode: 403 } });
    expect(send).toMatchObject({ name: 'AccessDenied' });
    expect(deadLetter).toMatchObject({ name: 'AccessDenied' });
  });

  it('lets only the staff function list the staff group, from the local user directory, in Cognito’s shapes', async () => {
    // Prepare
    const directory = await startLocalDirectory([
      { sub: 's-1', username: 'anna', email: 'anna@startsprong.nl', groups: ['staff'] },
      { sub: 's-2', username: 'klant', email: 'klant@voorbeeld.nl', groups: [] },
    ]);
    const cognito = new CognitoIdentityProviderClient({});
    const list = (poolId: string) => cognito.send(new ListUsersInGroupCommand({ UserPoolId: poolId, GroupName: 'staff' }));

    try {
      // Act
      const asStaff = await aws.as('staff', () => list(localUserPoolId));
      const asContact = aws.as('contact', () => list(localUserPoolId));
      const otherPool = aws.as('staff', () => list('eu-west-1_Anders01'));

      // Assess
      expect(asStaff.Users?.map((user) => [user.Username, user.Attributes?.find((a) => a.Name === 'email')?.Value])).toEqual([
        ['anna', 'anna@startsprong.nl'],
      ]);
      await expect(asContact).rejects.toMatchObject({
        name: 'AccessDeniedException',
        message: expect.stringContaining('is not authorized to perform: cognito-idp:ListUsersInGroup'),
      });
      await expect(otherPool).rejects.toMatchObject({ name: 'AccessDeniedException' });
    } finally {
      cognito.destroy();
      await directory.stop();
    }
  });

  it('lets the worker send email only from the configured sender with the configured set, as its grant’s ses:FromAddress condition does, and the refusal counts as permanent', async () => {
    // Prepare
    const ses = new SESv2Client({});
    const sender = process.env[envVars.senderEmail]!;
    const send = (from: string, configurationSet = process.env[envVars.sesConfigurationSet]!) =>
      aws.as('worker', () =>
        ses.send(
          new SendEmailCommand({
            FromEmailAddress: from,
            Destination: { ToAddresses: ['success@simulator.amazonses.com'] },
            ConfigurationSetName: configurationSet,
            Content: { Simple: { Subject: { Data: 'Proef' }, Body: { Text: { Data: 'Proef' } } } },
          }),
        ),
      );

    // Act: settled at once, so no refusal is left without a handler while another send is awaited
    const [asSender, asOther, withOtherSet] = await Promise.allSettled([
      send(`Startsprong <${sender}>`),
      send(`Startsprong <iemand-anders@${sender.split('@')[1]}>`),
      send(sender, 'een-andere-set'),
    ]);

    // Assess
    expect(asSender).toMatchObject({ status: 'fulfilled', value: { MessageId: expect.any(String) } });
    for (const refused of [asOther, withOtherSet]) {
      const error = refused.status === 'rejected' ? (refused.reason as unknown) : null;
      expect(error).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining('ses:SendEmail') });
      expect(permanentRefusal(error)).toBe('access-denied');
    }
    ses.destroy();
  });

  it('lets a function read only the secrets its manifest names from the local Secrets Manager, as IAM does', async () => {
    // Prepare
    const secrets = new SecretsManagerClient({});
    const read = (name: 'worker' | 'newsletter', key: 'guardSecret' | 'subscriberKey') =>
      aws.as(name, () => secrets.send(new GetSecretValueCommand({ SecretId: aws.secretArns[key] })));

    // Act / Assess: the worker may read the guard secret, not the subscriber key; the newsletter both
    await expect(read('worker', 'guardSecret')).resolves.toMatchObject({ SecretString: aws.secrets.guardSecret });
    await expect(read('worker', 'subscriberKey')).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining(
        `is not authorized to perform: secretsmanager:GetSecretValue on resource: ${aws.secretArns.subscriberKey}`,
      ),
    });
    await expect(read('newsletter', 'subscriberKey')).resolves.toMatchObject({ SecretString: aws.secrets.subscriberKey });
    // Outside the app's secrets the endpoint answers as Secrets Manager does for a secret that is not there.
    await expect(secrets.send(new GetSecretValueCommand({ SecretId: 'startsprong-local/bestaat-niet' }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    secrets.destroy();
  });

  it('answers a missing object with 403, as S3 does, to a function that may not list the bucket', async () => {
    // Prepare
    const key = `pending/${randomUUID()}/ontbreekt.pdf`;
    const head = () => s3.send(new HeadObjectCommand({ Bucket: uploadsBucket.localName, Key: key }));
    const withoutList = {
      ...lambdaFunctions.intake,
      access: { ...lambdaFunctions.intake.access, uploads: { objects: { pending: ['GetObject'] as const } } },
    };

    // Act
    const listed = await aws.as('intake', head).catch((error: unknown) => error);
    const unlisted = await invokeAs('intake', aws.resources, head, withoutList).catch((error: unknown) => error);

    // Assess
    expect(listed).toMatchObject({ name: 'NotFound' });
    expect(unlisted).toMatchObject({ name: '403', $metadata: { httpStatusCode: 403 } });
  });

  it('shows a function only the environment variables its manifest names', () => {
    // Act
    const seen = aws.as('contact', () => ({
      contactTable: process.env.CONTACT_TABLE,
      intakeTable: process.env.INTAKE_TABLE,
      senderEmail: process.env.SENDER_EMAIL,
      region: process.env.AWS_REGION,
      keys: Object.keys(process.env),
    }));

    // Assess
    expect(seen.contactTable).toBe(tables.contact.localName);
    expect(seen.intakeTable).toBeUndefined();
    expect(seen.senderEmail).toBeUndefined();
    expect(seen.region).toBe('eu-west-1');
    expect(seen.keys).not.toContain('INTAKE_TABLE');
    expect(process.env.INTAKE_TABLE).toBe(tables.intake.localName);
  });

  it('makes a real handler fail as it would in AWS when its manifest lacks a permission it uses', async () => {
    // Prepare: the intake looks its submission up with GetItem before saving; take that grant away.
    const { handler } = await import('../../functions/intake.ts');
    const withoutGetItem = {
      ...lambdaFunctions.intake,
      access: {
        ...lambdaFunctions.intake.access,
        tables: { ...lambdaFunctions.intake.access.tables, intake: ['PutItem', 'UpdateItem'] as const },
      },
    };
    const body = intakeBody(randomUUID(), 'guard@voorbeeld.nl');

    // Act
    const refused = (await invokeAs(
      'intake',
      aws.resources,
      async () => handler(await answeredJsonEvent(body), lambdaContextFor('intake')),
      withoutGetItem,
    )) as APIGatewayProxyStructuredResultV2;
    const granted = (await aws.as('intake', async () =>
      handler(await answeredJsonEvent(body), lambdaContextFor('intake')),
    )) as APIGatewayProxyStructuredResultV2;

    // Assess
    expect(refused.statusCode).toBe(500);
    expect(granted.statusCode).toBe(201);
  });
});
