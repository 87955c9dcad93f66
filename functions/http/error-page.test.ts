import { describe, expect, it } from 'vitest';
import { foundViaField } from '../../shared/attribution-fields.ts';
import { personFields } from '../../shared/form-fields.ts';
import { errorPage, SITE_STYLESHEET, type FormPageOptions } from './error-page.ts';

const options: FormPageOptions = {
  backHref: '/contact',
  backLabel: 'Terug naar het contactformulier',
  fields: [
    personFields.name,
    personFields.phone,
    { name: 'message', label: 'Bericht', type: 'textarea', max: 2000, messages: { required: 'Schrijf je bericht' } },
    foundViaField,
  ],
  otherLabels: { submissionId: 'Formulier' },
  form: { action: '/api/contact', submitLabel: 'Verstuur bericht' },
};

describe('errorPage', () => {
  it('is a complete Dutch page in the site layout listing what to fix, with a link back and no inline styles or scripts', () => {
    const page = errorPage(400, { error: 'Controleer de gemarkeerde velden.', fieldErrors: { name: 'Naam is verplicht' } }, options);
    expect(page).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(page).toContain('<title>Je bericht is nog niet verstuurd | Startsprong</title>');
    expect(page).toContain(`<link rel="stylesheet" href="${SITE_STYLESHEET}">`);
    expect(page).toContain('<li><strong>Naam</strong>: Naam is verplicht</li>');
    expect(page).toMatch(/<a href="\/contact"[^>]*>Terug naar het contactformulier<\/a>/);
    expect(page).not.toMatch(/<script|<style|style=/);
  });

  it('shows the form again with every answer kept and the message under its field', () => {
    const page = errorPage(400, { error: 'x', fieldErrors: { phone: 'Voer een geldig Nederlands telefoonnummer in' } }, options, {
      name: 'Sanne "de" Vries',
      phone: '12345',
      message: 'Hallo <b>daar</b>',
    });
    expect(page).toContain('<form method="post" action="/api/contact"');
    expect(page).toMatch(/<input id="veld-name" name="name" type="text" value="Sanne &quot;de&quot; Vries"/);
    expect(page).toMatch(
      /<input id="veld-phone" name="phone" type="tel" value="12345"[^>]*aria-invalid="true" aria-describedby="veld-phone-fout">/,
    );
    expect(page).toContain(
      '<p id="veld-phone-fout" class="mt-1.5 text-sm font-medium text-danger">Voer een geldig Nederlands telefoonnummer in</p>',
    );
    expect(page).toMatch(/<textarea id="veld-message"[^>]*>Hallo &lt;b&gt;daar&lt;\/b&gt;<\/textarea>/);
  });

  it('labels each field as the form does, keeps a chosen answer, and names what is not a field by its own label', () => {
    const page = errorPage(
      400,
      { error: 'x', fieldErrors: { name: 'Naam is verplicht', submissionId: 'Ongeldige aanvraag-id' } },
      options,
      {
        foundVia: 'article',
      },
    );

    expect(page).toContain('<label for="veld-name" class="block text-sm font-semibold text-ink">Naam</label>');
    expect(page).toContain('<li><strong>Formulier</strong>: Ongeldige aanvraag-id</li>');
    expect(page).toContain('<option value="article" selected>Een artikel</option>');
    expect(page).toMatch(
      /<label for="veld-foundVia"[^>]*>Hoe heb je ons gevonden\?<span class="font-normal text-muted"> \(optioneel\)<\/span><\/label>/,
    );
  });

  it('escapes field names and messages', () => {
    const page = errorPage(400, { error: 'x', fieldErrors: { '<img src=x onerror=alert(1)>': '"><script>' } }, options);
    expect(page).not.toMatch(/<img|<script>/);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('tells calmly that the fault is ours on a 500, without the form', () => {
    const page = errorPage(500, { error: 'Er is iets misgegaan aan onze kant.', fieldErrors: {} }, options);
    expect(page).toMatch(/<h1[^>]*>Er is iets misgegaan<\/h1>/);
    expect(page).toContain('<p class="font-medium">Er is iets misgegaan aan onze kant.</p>');
    expect(page).not.toContain('list-disc');
    expect(page).not.toContain('<form');
  });
});
