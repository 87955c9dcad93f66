import { describe, expect, it } from 'vitest';
import { escapeHtml, html, multilineHtml, safeHref } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('html templates', () => {
  it('escape every interpolated value', () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const result = html`<p title="${hostile}">${'<script>alert(1)</script>'}</p>`.value;
    expect(result).toBe('<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('keep nested templates and arrays as HTML without escaping them twice', () => {
    const items = ['a&b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&amp;b</li><li>c</li></ul>');
  });

  it('keep line breaks of typed text as <br> while escaping it', () => {
    expect(multilineHtml('regel 1\r\n<b>regel 2</b>').value).toBe('regel 1<br>\n&lt;b&gt;regel 2&lt;/b&gt;');
  });
});

describe('safeHref', () => {
  it.each(['https://www.startsprong.nl/contact', 'mailto:hallo@startsprong.nl', 'tel:+31612345678', '/contact'])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example'])('replaces %s by #', (href) => {
    expect(safeHref(href)).toBe('#');
  });
});
