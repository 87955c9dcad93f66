import { randomUUID } from 'node:crypto';
import { GetObjectTaggingCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Message } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../infra/local/emulators.ts';
import { listEmails, type MailboxEmail } from '../infra/local/mailbox.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { jsonEvent, lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { intakeBody, postFile, samplePdf, samplePng } from '../tests/support/test-intake.ts';
import { answeredJsonEvent, proofOfWorkAnswer, testChallenge } from '../tests/support/proof-of-work.ts';
import { craftedDocx, docmParts, docxParts, zipOf } from '../tests/support/zip.ts';

type Handler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<unknown>;

describe('an intake with attachments against the local AWS stack', () => {
  let aws: LocalAws;
  let uploads: Handler;
  let intake: Handler;
  let worker: (event: SQSEvent, context: ReturnType<typeof lambdaContextFor>) => Promise<SQSBatchResponse>;
  let redrive: (now?: Date) => Promise<{ found: number; queued: number }>;
  let s3: S3Client;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: uploads } = await import('./uploads.ts'));
    ({ handler: intake } = await import('./intake.ts'));
    ({ handler: worker } = await import('./worker.ts'));
    ({ redrive } = await import('./redrive.ts'));
    s3 = new S3Client({ region: localRegion, endpoint: aws.env.AWS_ENDPOINT_URL_S3, credentials: localCredentials, forcePathStyle: true });
  });

  afterAll(async () => {
    s3?.destroy();
    await aws?.stop();
  });

  const call = async (handler: Handler, body: unknown) => {
    const response = (await handler(
      await answeredJsonEvent(body as Record<string, unknown>),
      lambdaContextFor('test'),
    )) as APIGatewayProxyStructuredResultV2;
    return { status: response.statusCode, body: JSON.parse(String(response.body)) as Record<string, unknown> };
  };
  const work = (messages: Message[]) =>
    worker(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker'));
  const retentionOf = async (key: string) =>
    (await s3.send(new GetObjectTaggingCommand({ Bucket: aws.env.UPLOADS_BUCKET, Key: key }))).TagSet?.find(
      (tag) => tag.Key === 'retention',
    )?.Value;
  const emailsAbout = async (visitor: string): Promise<MailboxEmail[]> =>
    (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(visitor) || email.replyTo.includes(visitor));

  async function uploadSamples(submissionId: string) {
    const presigned = await call(uploads, {
      submissionId,
      files: [
        { name: 'ondernemingsplan.pdf', type: 'application/pdf', size: samplePdf.length },
        { name: 'moodboard.png', type: 'image/png', size: samplePng.length },
      ],
    });
    expect(presigned.status).toBe(200);
    const [pdf, png] = presigned.body.uploads as { key: string; url: string; fields: Record<string, string> }[];
    expect(await postFile(pdf!, 'ondernemingsplan.pdf', 'application/pdf', samplePdf)).toBeLessThan(300);
    expect(await postFile(png!, 'moodboard.png', 'image/png', samplePng)).toBeLessThan(300);
    return [
      { key: pdf!.key, name: 'ondernemingsplan.pdf' },
      { key: png!.key, name: 'moodboard.png' },
    ];
  }

  it('presigns, uploads, saves one row with its files, and mails both with the answers in Dutch; a resubmit adds nothing', async () => {
    // Prepare
    const submissionId = randomUUID();
    const visitor = `sanne.${submissionId.slice(0, 8)}@voorbeeld.nl`;
    const files = await uploadSamples(submissionId);
    expect(files.every((file) => file.key.startsWith(`pending/${submissionId}/`))).toBe(true);

    // Act
    const first = await call(intake, intakeBody(submissionId, visitor, files));

    // Assess: the row in the spec's fields, with the files moved under the submission
    expect(first).toEqual({ status: 201, body: { id: submissionId, confirmation: true } });
    const row = await aws.getItem('intake', { id: submissionId });
    expect(row).toMatchObject({
      id: submissionId,
      first_name: 'Sanne',
      email: visitor,
      phone: '06 12 34 56 78',
      age: 29,
      city: 'Zeist',
      business_type: 'beauty-salon',
      app_description: null,
      current_stage: 'idea-only',
      existing_assets: ['none'],
      help_needed: ['branding', 'website'],
      help_other: null,
      timeline: '3-months',
      budget: 'no-budget',
      dream_description: 'Een eigen salon met vaste klanten & <b>een</b> webshop.',
      created_at: expect.any(String),
      expires_at: expect.any(Number),
    });
    const stored = row!.uploaded_files as { name: string; key: string; size: number; type: string }[];
    expect(stored.map((file) => [file.name, file.type, file.size])).toEqual([
      ['ondernemingsplan.pdf', 'application/pdf', samplePdf.length],
      ['moodboard.png', 'image/png', samplePng.length],
    ]);
    for (const file of stored) expect(file.key.startsWith(`intake/${submissionId}/`)).toBe(true);

    // Act: the worker takes the queued message
    const messages = await aws.receiveMessages();
    expect(messages.map((message) => JSON.parse(message.Body!))).toEqual([{ kind: 'intake', id: submissionId }]);
    expect(await work(messages)).toEqual({ batchItemFailures: [] });

    // Assess: the files moved into the submission's folder, kept until staff take the intake up or its short period ends
    for (const file of stored) {
      expect((await s3.send(new HeadObjectCommand({ Bucket: aws.env.UPLOADS_BUCKET, Key: file.key }))).ContentLength).toBe(file.size);
      expect(await retentionOf(file.key)).toBe('unreviewed');
    }
    await expect(s3.send(new HeadObjectCommand({ Bucket: aws.env.UPLOADS_BUCKET, Key: files[0]!.key }))).rejects.toThrow();

    // Assess: both emails, in Dutch, escaped; the files named for staff, opened in the staff area, never attached
    const emails = await emailsAbout(visitor);
    expect(emails).toHaveLength(2);
    const toStaff = emails.find((email) => !email.destination.to.includes(visitor))!;
    const toVisitor = emails.find((email) => email.destination.to.includes(visitor))!;
    expect(toStaff.replyTo).toEqual([visitor]);
    expect(toStaff.subject).toBe('Nieuwe intake van Sanne: Beautysalon of kapsalon');
    expect(toStaff.body.html).toContain('Nog geen budget');
    expect(toStaff.body.html).toContain('&lt;b&gt;een&lt;/b&gt;');
    expect(toStaff.body.html).not.toContain('<b>een</b>');
    expect(toStaff.attachments).toEqual([]);
    expect(toStaff.body.text).toContain('moodboard.png');
    expect(toStaff.body.text).toContain('ondernemingsplan.pdf');
    expect(toStaff.body.text).toContain(`/beheer/leads/intake/${submissionId}`);
    expect(toVisitor.subject).toBe('We hebben je intake ontvangen | Startsprong');
    expect(toVisitor.body.text).toContain('binnen één werkdag');
    expect(toVisitor.attachments).toEqual([]);

    // Act: the same submit again (a retry), and the worker on its message
    const again = await call(intake, intakeBody(submissionId, visitor, files));
    expect(again).toEqual({ status: 201, body: { id: submissionId, confirmation: false } });
    await work(await aws.receiveMessages());

    // Assess: still one row, still one pair of emails
    expect((await aws.scanTable('intake')).filter((item) => item.id === submissionId)).toHaveLength(1);
    expect(await emailsAbout(visitor)).toHaveLength(2);
  });

  it("measures the fill time by its own clock from the form's first challenge, never by the time the browser reports", async () => {
    // Prepare: a script that fetched its challenge just now and reports ten minutes; a person whose browser
    // fetched a fresh challenge at submit but kept the one from when the form opened; a script reusing that start
    const post = async (submissionId: string, options: Parameters<typeof proofOfWorkAnswer>[1]) => {
      const body = { ...intakeBody(submissionId, `vul.${submissionId.slice(0, 8)}@voorbeeld.nl`), fillMs: 10 * 60_000 };
      const response = (await intake(
        jsonEvent({ ...body, altcha: await proofOfWorkAnswer(undefined, options) }),
        lambdaContextFor('intake'),
      )) as APIGatewayProxyStructuredResultV2;
      expect(response.statusCode).toBe(201);
      return (await aws.getItem('intake', { id: submissionId }))!;
    };
    const opened = await testChallenge(undefined, 20 * 60_000);
    const started = { parameters: opened.parameters, signature: opened.signature };

    // Act
    const script = await post(randomUUID(), { issuedMsAgo: 0 });
    const person = await post(randomUUID(), { issuedMsAgo: 0, started });
    const reuse = await post(randomUUID(), { issuedMsAgo: 0, started });
    const forged = await post(randomUUID(), { issuedMsAgo: 0, started: { ...started, signature: 'f'.repeat(64) } });
    await aws.receiveMessages(undefined, { max: 10 });

    // Assess
    expect(script.abuse_flags).toEqual(['probably_automated']);
    expect(person.abuse_flags).toBeUndefined();
    expect(reuse.abuse_flags).toEqual(['probably_automated']);
    expect(forged.abuse_flags).toEqual(['probably_automated']);
  });

  it('keeps the files of an intake that looks automated under the shortest period: the worker tags them flagged', async () => {
    // Prepare: a file uploaded, then the intake sent the moment its form's challenge was issued
    const submissionId = randomUUID();
    const [file] = await uploadSamples(submissionId);
    const body = intakeBody(submissionId, `snel.${submissionId.slice(0, 8)}@voorbeeld.nl`, [file!]);
    const event = jsonEvent({ ...body, altcha: await proofOfWorkAnswer(undefined, { issuedMsAgo: 0 }) });
    expect(((await intake(event, lambdaContextFor('intake'))) as APIGatewayProxyStructuredResultV2).statusCode).toBe(201);

    // Act
    expect(await work(await aws.receiveMessages())).toEqual({ batchItemFailures: [] });

    // Assess
    const row = (await aws.getItem('intake', { id: submissionId }))!;
    expect(row.abuse_flags).toEqual(['probably_automated']);
    expect(await retentionOf((row.uploaded_files as { key: string }[])[0]!.key)).toBe('flagged');
  });

  it('never lets a file swapped after the intake was sent reach staff: the worker refuses it, names it, and sends the rest', async () => {
    // Prepare: two real files uploaded and the intake sent
    const submissionId = randomUUID();
    const visitor = `wissel.${submissionId.slice(0, 8)}@voorbeeld.nl`;
    const presigned = await call(uploads, {
      submissionId,
      files: [
        { name: 'ondernemingsplan.pdf', type: 'application/pdf', size: samplePdf.length },
        { name: 'moodboard.png', type: 'image/png', size: samplePng.length },
      ],
    });
    const [pdf, png] = presigned.body.uploads as { key: string; url: string; fields: Record<string, string> }[];
    await postFile(pdf!, 'ondernemingsplan.pdf', 'application/pdf', samplePdf);
    await postFile(png!, 'moodboard.png', 'image/png', samplePng);
    const files = [
      { key: pdf!.key, name: 'ondernemingsplan.pdf' },
      { key: png!.key, name: 'moodboard.png' },
    ];
    expect((await aws.as('intake', () => call(intake, intakeBody(submissionId, visitor, files)))).status).toBe(201);

    // Act: the same presigned form posted again at once, with HTML, before the worker runs
    const html = Buffer.from('<html><script>document.location="https://evil.example"</script></html>');
    expect(await postFile(png!, 'moodboard.png', 'image/png', html)).toBeLessThan(300);
    const messages = await aws.receiveMessages();
    expect(await aws.as('worker', () => work(messages))).toEqual({ batchItemFailures: [] });

    // Assess: staff got the PDF and a line naming the refused PNG; the HTML is nowhere
    const emails = await emailsAbout(visitor);
    expect(emails).toHaveLength(2);
    const toStaff = emails.find((email) => !email.destination.to.includes(visitor))!;
    expect(toStaff.attachments).toEqual([]);
    expect(toStaff.body.text).toMatch(/ondernemingsplan\.pdf \([^)]+\)\n/);
    expect(toStaff.body.text).toContain('moodboard.png (< 0,1 MB): geweigerd: het bestand werd na de controle vervangen');
    const row = await aws.getItem('intake', { id: submissionId });
    const stored = row!.uploaded_files as { name: string; key: string; refused?: string }[];
    expect(stored.map((file) => [file.name, file.refused])).toEqual([
      ['ondernemingsplan.pdf', undefined],
      ['moodboard.png', 'changed'],
    ]);
    await expect(s3.send(new HeadObjectCommand({ Bucket: aws.env.UPLOADS_BUCKET, Key: stored[1]!.key }))).rejects.toThrow();

    // Act: the message delivered again (a retry)
    await aws.as('worker', () => work(messages));

    // Assess: nothing sent twice, nothing copied now
    expect(await emailsAbout(visitor)).toHaveLength(2);
    await expect(s3.send(new HeadObjectCommand({ Bucket: aws.env.UPLOADS_BUCKET, Key: stored[1]!.key }))).rejects.toThrow();
  });

  it('still mails the visitor when the queue was down at submit time: the re-drive queues the saved row', async () => {
    // Prepare: SQS refuses every message for a while
    const submissionId = randomUUID();
    const visitor = `wachtrij.${submissionId.slice(0, 8)}@voorbeeld.nl`;
    const sqsDown = mockClient(SQSClient).on(SendMessageCommand).rejects(new Error('SQS niet bereikbaar'));

    // Act: the visitor submits while the queue is down
    const answer = await call(intake, intakeBody(submissionId, visitor));
    sqsDown.restore();

    // Assess: told the truth (saved), nothing queued, the row waits
    expect(answer).toEqual({ status: 201, body: { id: submissionId, confirmation: true } });
    expect(await aws.receiveMessages(undefined, { waitSeconds: 0 })).toEqual([]);
    expect(await aws.getItem('intake', { id: submissionId })).toMatchObject({ awaiting_queue_since: expect.any(String) });

    // Act: the queue is back; the scheduled re-drive runs a few minutes later, then the worker
    const result = await redrive(new Date(Date.now() + 3 * 60 * 1000));
    const messages = await aws.receiveMessages();
    await work(messages);

    // Assess: queued once, both emails out, the row no longer waiting
    expect(result.queued).toBeGreaterThanOrEqual(1);
    expect(messages.map((message) => JSON.parse(message.Body!))).toContainEqual({ kind: 'intake', id: submissionId });
    expect(await emailsAbout(visitor)).toHaveLength(2);
    const row = await aws.getItem('intake', { id: submissionId });
    expect(row?.awaiting_queue_since).toBeUndefined();
    expect(row?.queued_at).toEqual(expect.any(String));
  });

  it('twenty identical submits at once make one row and one pair of emails', async () => {
    const submissionId = randomUUID();
    const visitor = `twintig.${submissionId.slice(0, 8)}@voorbeeld.nl`;
    const files = await uploadSamples(submissionId);

    const answers = await Promise.all(Array.from({ length: 20 }, () => call(intake, intakeBody(submissionId, visitor, files))));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect((await aws.scanTable('intake')).filter((item) => item.id === submissionId)).toHaveLength(1);
    const messages: Message[] = [];
    for (let batch = await aws.receiveMessages(); batch.length > 0; batch = await aws.receiveMessages(undefined, { waitSeconds: 0 }))
      messages.push(...batch);
    // Pointers to one record racing for the same email fail and come back, as SQS redelivers them.
    let pending = messages;
    for (let delivery = 0; delivery < 5 && pending.length > 0; delivery++) {
      const { batchItemFailures } = await work(pending);
      pending = pending.filter((message) => batchItemFailures.some((failure) => failure.itemIdentifier === message.MessageId));
    }
    expect(pending).toEqual([]);
    expect(await emailsAbout(visitor)).toHaveLength(2);
  });

  it('refuses a key outside the submission and a key that was never uploaded, and saves nothing', async () => {
    const submissionId = randomUUID();
    const other = randomUUID();

    const foreign = await call(
      intake,
      intakeBody(submissionId, 'a@voorbeeld.nl', [{ key: `pending/${other}/${randomUUID()}.pdf`, name: 'x.pdf' }]),
    );
    const missing = await call(
      intake,
      intakeBody(submissionId, 'a@voorbeeld.nl', [{ key: `pending/${submissionId}/${randomUUID()}.pdf`, name: 'nooit.pdf' }]),
    );

    expect(foreign.status).toBe(400);
    expect((foreign.body.fieldErrors as Record<string, string>).uploadedFiles).toContain('hoort niet bij deze aanvraag');
    expect(missing.status).toBe(400);
    expect((missing.body.fieldErrors as Record<string, string>).uploadedFiles).toContain('niet goed aangekomen');
    expect(await aws.getItem('intake', { id: submissionId })).toBeUndefined();
  });

  it('refuses a file whose stored type does not match, even when the presign was skipped', async () => {
    const submissionId = randomUUID();
    const [pdf] = (await call(uploads, { submissionId, files: [{ name: 'plan.pdf', type: 'application/pdf', size: samplePdf.length }] }))
      .body.uploads as {
      key: string;
      url: string;
      fields: Record<string, string>;
    }[];
    // s3rver does not enforce the policy's Content-Type condition; the handler's own check must catch it.
    await postFile(
      { ...pdf!, fields: { ...pdf!.fields, 'Content-Type': 'text/html' } },
      'plan.pdf',
      'text/html',
      Buffer.from('<script>alert(1)</script>'),
    );

    const answer = await call(intake, intakeBody(submissionId, 'b@voorbeeld.nl', [{ key: pdf!.key, name: 'plan.pdf' }]));

    expect(answer.status).toBe(400);
    expect(await aws.getItem('intake', { id: submissionId })).toBeUndefined();
  });

  it('refuses HTML uploaded as a PNG by its first bytes, as the intake function with only its own grants', async () => {
    const submissionId = randomUUID();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const presigned = await call(uploads, { submissionId, files: [{ name: 'foto.png', type: 'image/png', size: html.length }] });
    const [png] = presigned.body.uploads as { key: string; url: string; fields: Record<string, string> }[];
    expect(await postFile(png!, 'foto.png', 'image/png', html)).toBeLessThan(300);

    const answer = await aws.as('intake', () =>
      call(intake, intakeBody(submissionId, 'c@voorbeeld.nl', [{ key: png!.key, name: 'foto.png' }])),
    );

    expect(answer.status).toBe(400);
    expect((answer.body.fieldErrors as Record<string, string>).uploadedFiles).toBe(
      'foto.png is niet wat de bestandsnaam zegt. Ga terug naar stap 9 en kies het oorspronkelijke bestand, of sla het op als pdf.',
    );
    expect(await aws.getItem('intake', { id: submissionId })).toBeUndefined();
  });

  it('refuses a Word document with a remote template, by its relationships, in Dutch', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const submissionId = randomUUID();
    const bytes = zipOf(craftedDocx.remoteTemplate, { deflate: true });
    const presigned = await call(uploads, { submissionId, files: [{ name: 'plan.docx', type: docx, size: bytes.length }] });
    const [target] = presigned.body.uploads as { key: string; url: string; fields: Record<string, string> }[];
    await postFile(target!, 'plan.docx', docx, bytes);

    const answer = await aws.as('intake', () =>
      call(intake, intakeBody(submissionId, 'f@voorbeeld.nl', [{ key: target!.key, name: 'plan.docx' }])),
    );

    expect(answer.status).toBe(400);
    expect((answer.body.fieldErrors as Record<string, string>).uploadedFiles).toBe(
      'plan.docx haalt bij het openen iets op van buiten het bestand (zoals een sjabloon of afbeelding op internet), en dat nemen we niet aan. Ga terug naar stap 9 en sla het op als pdf.',
    );
    expect(await aws.getItem('intake', { id: submissionId })).toBeUndefined();
  });

  it('refuses a macro document renamed .docx by the VBA project in its ZIP directory, and takes a plain .docx', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const upload = async (submissionId: string, name: string, bytes: Buffer) => {
      const presigned = await call(uploads, { submissionId, files: [{ name, type: docx, size: bytes.length }] });
      const [target] = presigned.body.uploads as { key: string; url: string; fields: Record<string, string> }[];
      expect(await postFile(target!, name, docx, bytes)).toBeLessThan(300);
      return { key: target!.key, name };
    };
    const macroId = randomUUID();
    const plainId = randomUUID();
    const macro = await upload(macroId, 'offerte.docx', zipOf(docmParts));
    const plain = await upload(plainId, 'plan.docx', zipOf(docxParts));

    const refused = await aws.as('intake', () => call(intake, intakeBody(macroId, 'd@voorbeeld.nl', [macro])));
    const taken = await aws.as('intake', () => call(intake, intakeBody(plainId, 'e@voorbeeld.nl', [plain])));

    expect(refused.status).toBe(400);
    expect((refused.body.fieldErrors as Record<string, string>).uploadedFiles).toBe(
      "offerte.docx bevat macro's, en die nemen we niet aan. Ga terug naar stap 9 en sla het op als pdf, of als .docx of .pptx zonder macro's.",
    );
    expect(await aws.getItem('intake', { id: macroId })).toBeUndefined();
    expect(taken.status).toBe(201);
    expect(await aws.getItem('intake', { id: plainId })).toMatchObject({
      uploaded_files: [expect.objectContaining({ name: 'plan.docx' })],
    });
  });

  it('stores a file name without its folders or a right-to-left override', async () => {
    const submissionId = randomUUID();
    const presigned = await call(uploads, { submissionId, files: [{ name: 'moodboard.png', type: 'image/png', size: samplePng.length }] });
    const [png] = presigned.body.uploads as { key: string; url: string; fields: Record<string, string> }[];
    await postFile(png!, 'moodboard.png', 'image/png', samplePng);

    const answer = await aws.as('intake', () =>
      call(intake, intakeBody(submissionId, 'd@voorbeeld.nl', [{ key: png!.key, name: '..\\map/mood\u202Eboard.png' }])),
    );

    expect(answer.status).toBe(201);
    const row = await aws.getItem('intake', { id: submissionId });
    expect((row?.uploaded_files as { name: string }[]).map((file) => file.name)).toEqual(['moodboard.png']);
  });

  it('answers six files, a wrong type or a file over 10 MB with 400 and a Dutch message', async () => {
    const submissionId = randomUUID();
    const file = { name: 'a.pdf', type: 'application/pdf', size: 10 };

    const six = await call(uploads, { submissionId, files: Array(6).fill(file) });
    const exe = await call(uploads, { submissionId, files: [{ name: 'a.exe', type: 'application/x-msdownload', size: 10 }] });
    const large = await call(uploads, { submissionId, files: [{ ...file, size: 10 * 1024 * 1024 + 1 }] });

    expect(six.status).toBe(400);
    expect((six.body.fieldErrors as Record<string, string>).files).toBe('Je kunt maximaal 5 bestanden toevoegen.');
    expect(exe.status).toBe(400);
    expect(exe.body.error).toContain('geen toegestaan bestandstype');
    expect(large.status).toBe(400);
    expect(large.body.error).toBe('a.pdf is groter dan 10 MB.');
  });
});
