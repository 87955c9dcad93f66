import { describe, expect, it } from 'vitest';
import { attributionSource, describeAttribution, parseAttribution } from './attribution.ts';

describe('an attribution sent with a form', () => {
  it('is kept as sent when every field fits', () => {
    const sent = { landingPath: '/blog/zzp-of-bv', referrerHost: 'www.linkedin.com', utmSource: 'nieuwsbrief', utmCampaign: 'voorjaar' };

    expect(parseAttribution(sent)).toEqual(sent);
  });

  it('loses only the field that does not fit, never the form', () => {
    const parsed = parseAttribution({
      landingPath: '/zeist',
      referrerHost: 'evil.example/<img>',
      utmSource: '<script>alert(1)</script>',
      utmMedium: 42,
      utmCampaign: ' voorjaar ',
      extra: 'x'.repeat(10_000),
    });

    expect(parsed).toEqual({ landingPath: '/zeist', utmCampaign: 'voorjaar' });
  });

  it('is nothing without a landing page on our own site', () => {
    for (const landingPath of [undefined, '', 'blog', '//evil.example/x', '/blog?token=geheim', '/a b', `/${'a'.repeat(300)}`]) {
      expect(parseAttribution({ landingPath, utmSource: 'nieuwsbrief' })).toBeUndefined();
    }
    for (const value of [null, 'x', ['/'], 7]) expect(parseAttribution(value)).toBeUndefined();
  });
});

describe('the source of a lead', () => {
  it('is the campaign source in lower case, so one campaign counts once however it was typed', () => {
    expect(attributionSource({ landingPath: '/', utmSource: 'Nieuwsbrief' })).toBe('nieuwsbrief');
  });

  it('names a search engine by its name and another site by its host', () => {
    expect(attributionSource({ landingPath: '/', referrerHost: 'www.google.nl' })).toBe('Google');
    expect(attributionSource({ landingPath: '/', referrerHost: 'www.linkedin.com' })).toBe('linkedin.com');
  });

  it('is "rechtstreeks" without a referring site and "onbekend" when nothing was sent', () => {
    expect(attributionSource({ landingPath: '/' })).toBe('rechtstreeks');
    expect(attributionSource(undefined)).toBe('onbekend');
  });
});

describe('the sentence staff read', () => {
  it('says source, campaign and landing page in Dutch', () => {
    expect(describeAttribution({ landingPath: '/blog/zzp-of-bv', utmSource: 'nieuwsbrief', utmCampaign: 'voorjaar' })).toBe(
      'Via nieuwsbrief, campagne voorjaar, binnengekomen op /blog/zzp-of-bv',
    );
    expect(describeAttribution({ landingPath: '/' })).toBe('Rechtstreeks (geen verwijzende site), binnengekomen op /');
    expect(describeAttribution(undefined)).toBe('Onbekend (niet meegestuurd)');
  });
});
