import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_LENGTH } from './file-names.ts';

describe('cleanFileName', () => {
  it('keeps an ordinary Dutch file name as it is', () => {
    expect(cleanFileName('Ondernemingsplan café 2026 (v2).pdf')).toBe('Ondernemingsplan café 2026 (v2).pdf');
  });

  it('drops folders, whether written with slashes or backslashes', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\fakepath\\plan.pdf')).toBe('plan.pdf');
    expect(cleanFileName('map/sub\\foto.png')).toBe('foto.png');
  });

  it('removes right-to-left overrides, other bidirectional marks and zero-width characters', () => {
    expect(cleanFileName('factuur\u202Efdp.exe')).toBe('factuurfdp.exe');
    expect(cleanFileName('plan\u2066\u200B\u200F\uFEFF.pdf')).toBe('plan.pdf');
  });

  it('removes control characters and replaces the characters Windows refuses', () => {
    expect(cleanFileName('plan\u0000\n\u0085a.pdf')).toBe('plana.pdf');
    expect(cleanFileName('wat?is<dit>:"x"|*.pdf')).toBe('wat_is_dit___x___.pdf');
  });

  it('never yields a hidden, empty or dot-only name', () => {
    expect(cleanFileName('.htaccess')).toBe('htaccess');
    expect(cleanFileName('..')).toBe('bijlage');
    expect(cleanFileName('  ')).toBe('bijlage');
    expect(cleanFileName('\u202E.pdf')).toBe('pdf');
    expect(cleanFileName('map/')).toBe('bijlage');
  });

  it('shortens a long name to the limit and keeps its extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(500)}.docx`);

    expect([...cleaned]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cleaned.endsWith('.docx')).toBe(true);
  });

  it('counts characters, not UTF-16 units, so a cut never splits an emoji', () => {
    const cleaned = cleanFileName(`${'😀'.repeat(200)}.png`);

    expect([...cleaned]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cleaned).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
