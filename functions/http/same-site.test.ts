import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { crossSiteReason, sameSiteMessage } from './same-site.ts';
import { jsonEvent, formEvent, lambdaContextFor } from '../../tests/support/test-events.ts';

describe('crossSiteReason', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, null],
    [{ 'sec-fetch-site': 'none' }, null],
    [{ 'Sec-Fetch-Site': 'cross-site', origin: 'https://evil.example' }, 'Sec-Fetch-Site: cross-site'],
    [{ 'sec-fetch-site': 'same-site' }, 'Sec-Fetch-Site: same-site'],
    [{ origin: 'null' }, 'Origin: null'],
    // Older Safari sends no Sec-Fetch-Site: then the Origin decides.
    [{ origin: 'https://evil.example' }, 'Origin: https://evil.example'],
    [{ origin: 'https://www.startsprong.nl' }, null],
    [{ origin: 'https://WWW.startsprong.nl' }, null],
    [{ origin: 'https://startsprong.nl' }, 'Origin: https://startsprong.nl'],
    [{}, null],
  ])('judges %j as %s', (headers, reason) => {
    expect(crossSiteReason({ headers }, () => 'https://www.startsprong.nl')).toBe(reason);
  });
});

describe('a form post from another site', () => {
  it('is refused with 403 and a Dutch page or message, by contact, intake, uploads and the newsletter sign-up', async () => {
    const handlers = await Promise.all(
      ['../contact.ts', '../intake.ts', '../uploads.ts', '../newsletter.ts'].map(async (path) => (await import(path)).handler),
    );
    for (const handler of handlers) {
      const json = jsonEvent({ email: 'a@b.nl' });
      json.headers['sec-fetch-site'] = 'cross-site';
      const answer = (await handler(json, lambdaContextFor('test'))) as APIGatewayProxyStructuredResultV2;
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(String(answer.body)).error).toBe(sameSiteMessage);
    }
    const form = formEvent({ name: 'Jan', email: 'a@b.nl', message: 'Hallo daar, dit is een bericht.' });
    form.headers['sec-fetch-site'] = 'cross-site';
    const page = (await handlers[0](form, lambdaContextFor('contact'))) as APIGatewayProxyStructuredResultV2;
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Dit formulier kan alleen vanaf onze eigen website worden verstuurd.');
  });

  it('gets a plain refusal page: no form, no submit button, none of the posted values', async () => {
    const lure = 'GEFELICITEERD! Claim je prijs op https://evil.example/claim';
    for (const path of ['../contact.ts', '../newsletter.ts']) {
      const { handler } = (await import(path)) as {
        handler: (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
      };
      const form = formEvent({ name: lure, email: 'slachtoffer@voorbeeld.nl', message: lure });
      form.headers['sec-fetch-site'] = 'cross-site';
      const page = await handler(form, lambdaContextFor('test'));
      expect(page.statusCode).toBe(403);
      expect(page.headers?.['content-type']).toContain('text/html');
      const html = String(page.body);
      expect(html).toContain('<h1 class="text-3xl font-extrabold tracking-tight text-ink">Dit formulier is niet verstuurd</h1>');
      expect(html).not.toMatch(/<form|<input|<textarea|<button/);
      expect(html).not.toContain('GEFELICITEERD');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('slachtoffer');
    }
  });
});
