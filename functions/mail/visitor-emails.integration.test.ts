import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '../../infra/local/mailbox.ts';
import { contact } from '../../shared/business-facts.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import { answeredJsonEvent } from '../../tests/support/proof-of-work.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../../tests/support/test-events.ts';
import { intakeBody, postFile, samplePdf } from '../../tests/support/test-intake.ts';

/**
 * The promise of every email to a visitor, tested from the outside: an address nobody verified gets only
 * our words and the labels of our own options. Every free field of every form is filled with a lure (a
 * prize, a link, a marker naming the field), each form goes through its real handler and the worker
 * against the emulators, and then no visitor email may hold any part of any lure, while the staff
 * notification still shows every one.
 */

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** A lure as a spammer would type it, with a marker that names the field it was typed into. */
const lure = (field: string) => `GEFELICITEERD! Claim je iPhone: https://evil.example/${field} LOKAAS${field}`;
/** What no visitor email may contain, whatever part of a lure would leak. */
const LEAK = /lokaas|evil\.example|gefeliciteerd|iphone|claim/i;

describe('emails to visitors', () => {
  let aws: LocalAws;
  let contactHandler: Handler;
  let intakeHandler: Handler;
  let uploadsHandler: Handler;
  let newsletterHandler: Handler;
  let worker: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: contactHandler } = await import('../contact.ts'));
    ({ handler: intakeHandler } = await import('../intake.ts'));
    ({ handler: uploadsHandler } = await import('../uploads.ts'));
    ({ handler: newsletterHandler } = await import('../newsletter.ts'));
    ({ handler: worker } = await import('../worker.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  const post = async (name: 'contact' | 'intake' | 'uploads' | 'newsletter', path: string, body: Record<string, unknown>) => {
    const handlers = { contact: contactHandler, intake: intakeHandler, uploads: uploadsHandler, newsletter: newsletterHandler };
    const event = await answeredJsonEvent(body, { path });
    const response = (await aws.as(name, () => handlers[name](event, lambdaContextFor(name)))) as APIGatewayProxyStructuredResultV2;
    return { status: response.statusCode, body: JSON.parse(String(response.body)) as Record<string, unknown> };
  };

  async function uploadLureFile(submissionId: string, fileName: string): Promise<{ key: string; name: string }> {
    const permit = await post('uploads', '/api/uploads', {
      submissionId,
      files: [{ name: fileName, type: 'application/pdf', size: samplePdf.length }],
    });
    expect(permit.status).toBe(200);
    const [upload] = permit.body.uploads as { key: string; url: string; fields: Record<string, string> }[];
    expect(await postFile(upload!, fileName, 'application/pdf', samplePdf)).toBeLessThan(300);
    return { key: upload!.key, name: fileName };
  }

  it('carry no word a visitor typed into any form, while staff still see every one', async () => {
    // Prepare: every free field of every form filled with a lure, each lead to its own address
    const run = randomUUID().slice(0, 8);
    const address = (form: string) => `${form}.${run}@voorbeeld.nl`;
    const contactLead = await post('contact', '/api/contact', {
      name: lure('naam'),
      email: address('contact'),
      phone: '0612345678',
      message: lure('bericht'),
    });
    const otherId = randomUUID();
    const file = await uploadLureFile(otherId, `LOKAASbestand claim je iPhone op evil.example.pdf`);
    const otherIntake = await post('intake', '/api/intake', {
      ...intakeBody(otherId, address('anders'), [file]),
      firstName: lure('voornaam'),
      age: 'LOKAAS',
      city: lure('woonplaats'),
      businessType: 'other',
      businessOther: lure('bedrijf'),
      helpNeeded: ['website', 'something-else'],
      helpOther: lure('hulp'),
      dreamDescription: lure('droom'),
    });
    const appId = randomUUID();
    const appIntake = await post('intake', '/api/intake', {
      ...intakeBody(appId, address('app'), []),
      firstName: 'Winnaar https://evil.example/naam',
      businessType: 'app-software',
      appDescription: lure('app'),
      dreamDescription: lure('appdroom'),
    });
    // The newsletter's only free field is the address itself: its local part is the lure there.
    const newsletterAddress = `lokaas.gefeliciteerd.claim.${run}@voorbeeld.nl`;
    const signUp = await post('newsletter', '/api/newsletter', { email: newsletterAddress });
    expect(
      [contactLead, otherIntake, appIntake, signUp].map((answer) => answer.status),
      JSON.stringify(otherIntake.body),
    ).toEqual([201, 201, 201, 202]);

    // Act: the worker sends every email
    const messages = await aws.receiveMessages(undefined, { max: 10 });
    expect(messages).toHaveLength(4);
    const batch = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(batch, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });

    // Assess: each visitor got a confirmation, and none holds any part of any lure
    const emails = await listEmails(aws.mailboxUrl);
    const visitors = [address('contact'), address('anders'), address('app'), newsletterAddress];
    const toVisitors = emails.filter((email) => visitors.some((visitor) => email.destination.to.includes(visitor)));
    expect(toVisitors.map((email) => email.destination.to[0]).sort()).toEqual([...visitors].sort());
    const leaks = toVisitors.flatMap((email) =>
      [email.subject, email.body.text ?? '', email.body.html ?? '']
        .filter((part) => LEAK.test(part))
        .map((part) => `${email.destination.to[0]}: ${part.match(new RegExp(`.{0,40}${LEAK.source}.{0,40}`, 'is'))?.[0]}`),
    );
    expect(leaks).toEqual([]);
    // Not even a name: none of the typed names looks like one.
    for (const email of toVisitors) expect(email.body.text).toMatch(/^Hoi,$/m);

    // Assess: staff got every lead with every lure, to tell the visitor's words from ours
    const toStaff = (visitor: string) =>
      emails.find((email) => email.destination.to.includes(contact.staffEmail) && email.replyTo.includes(visitor));
    const staffText = (visitor: string) => `${toStaff(visitor)?.subject}\n${toStaff(visitor)?.body.text}`;
    for (const field of ['naam', 'bericht']) expect(staffText(address('contact'))).toContain(lure(field));
    for (const field of ['voornaam', 'woonplaats', 'bedrijf', 'hulp', 'droom']) expect(staffText(address('anders'))).toContain(lure(field));
    expect(staffText(address('anders'))).toContain('LOKAASbestand');
    for (const field of ['app', 'appdroom']) expect(staffText(address('app'))).toContain(lure(field));
  });

  it('greet a visitor whose name looks like one by that first name, and still say nothing else typed', async () => {
    const visitor = `marie.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    await post('contact', '/api/contact', { name: 'Marie-Claire van Dijk', email: visitor, message: lure('bericht') });
    const messages = await aws.receiveMessages();
    const batch = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    await aws.as('worker', () => worker(batch, lambdaContextFor('worker')));

    const email = (await listEmails(aws.mailboxUrl)).find((candidate) => candidate.destination.to.includes(visitor));
    expect(email?.body.text).toMatch(/^Hoi Marie-Claire,$/m);
    expect(`${email?.subject}${email?.body.text}${email?.body.html}`).not.toMatch(LEAK);
  });
});
