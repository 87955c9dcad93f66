import { describe, expect, it } from 'vitest';
import { errorPage, SITE_STYLESHEET } from './error-page.ts';

const options = {
  backHref: '/contact',
  backLabel: 'Terug naar het contactformulier',
  fieldLabels: { name: 'Naam', phone: 'Telefoonnummer', message: 'Bericht' },
  form: {
    action: '/api/contact',
    submitLabel: 'Verstuur bericht',
    fields: [
      { name: 'name', type: 'text', autoComplete: 'name', maxLength: 100 },
      { name: 'phone', type: 'tel', maxLength: 30, optional: true },
      { name: 'message', type: 'textarea', maxLength: 2000 },
    ],
  },
} as const;

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
