import { describe, expect, it } from 'vitest';
import { errorPage } from './error-page.ts';

const options = { backHref: '/contact', backLabel: 'Terug naar het contactformulier', fieldLabels: { name: 'Naam' } };

describe('errorPage', () => {
  it('is a complete Dutch page listing what to fix, with a link back and no styles or scripts', () => {
    const page = errorPage(400, { error: 'Controleer de gemarkeerde velden.', fieldErrors: { name: 'Naam is verplicht' } }, options);
    expect(page).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(page).toContain('<title>Je bericht is nog niet verzonden | Startsprong</title>');
    expect(page).toContain('<li><strong>Naam</strong>: Naam is verplicht</li>');
    expect(page).toContain('<a href="/contact">Terug naar het contactformulier</a>');
    expect(page).not.toMatch(/<script|<style|style=/);
  });

  it('escapes field names and messages', () => {
    const page = errorPage(400, { error: 'x', fieldErrors: { '<img src=x onerror=alert(1)>': '"><script>' } }, options);
    expect(page).not.toMatch(/<img|<script>/);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('tells calmly that the fault is ours on a 500', () => {
    const page = errorPage(500, { error: 'Er is iets misgegaan aan onze kant.', fieldErrors: {} }, options);
    expect(page).toContain('<h1>Er is iets misgegaan</h1>');
    expect(page).toContain('<p>Er is iets misgegaan aan onze kant.</p>');
    expect(page).not.toContain('<ul>');
  });
});
