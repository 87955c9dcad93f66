import { describe, expect, it } from 'vitest';
import { attributionPage, attributionSource, describeAttribution, parseAttribution, storedAttribution } from './attribution.ts';

describe('an attribution sent with a form', () => {
  it("is kept as sent when every field fits, with the visitor's own answer", () => {
    const sent = {
      pagePath: '/contact',
      previousPath: '/blog/zzp-of-bv',
      referrerHost: 'www.linkedin.com',
      utmSource: 'nieuwsbrief',
      utmCampaign: 'voorjaar-2026',
    };

    expect(parseAttribution(sent, 'article')).toEqual({ ...sent, foundVia: 'article' });
  });

  it('loses only the field that does not fit, never the form', () => {
    const parsed = parseAttribution(
      {
        pagePath: '/zeist',
        previousPath: '//evil.example/x',
        referrerHost: 'evil.example/<img>',
        utmSource: '<script>alert(1)</script>',
        utmMedium: 42,
        utmCampaign: ' voorjaar ',
        extra: 'x'.repeat(10_000),
      },
      'een-eigen-antwoord',
    );

    expect(parsed).toEqual({ pagePath: '/zeist', utmCampaign: 'voorjaar' });
  });

  it('takes campaign values of one short word only: no spaces, colons or slashes, so no sentence, number to call or address', () => {
    for (const value of ['bel 0900-1234 voor support', 'https://inloggen.example', 'bel:0900', 'a/b', 'x'.repeat(41)]) {
      expect(parseAttribution({ pagePath: '/', utmSource: value }), value).toEqual({ pagePath: '/' });
    }
    expect(parseAttribution({ utmSource: 'nieuwsbrief_2026.v2' })).toEqual({ utmSource: 'nieuwsbrief_2026.v2' });
  });

  it('is nothing when nothing fits', () => {
    for (const value of [null, 'x', ['/'], 7, {}, { pagePath: 'blog' }]) expect(parseAttribution(value)).toBeUndefined();
    expect(parseAttribution(undefined, '')).toBeUndefined();
  });

  it('reads a row saved under the earlier, wider rules as it was saved', () => {
    const old = { landingPath: '/blog/zzp-of-bv', utmCampaign: 'voorjaar 2026' };

    expect(storedAttribution(old)).toEqual(old);
    expect(storedAttribution({})).toBeUndefined();
    expect(storedAttribution('geen object')).toBeUndefined();
  });
});

describe('the source of a lead', () => {
  it('is the campaign source in lower case, so one campaign counts once however it was typed', () => {
    expect(attributionSource({ pagePath: '/', utmSource: 'Nieuwsbrief' })).toBe('nieuwsbrief');
  });

  it('names a search engine by its name and another site by its host', () => {
    expect(attributionSource({ pagePath: '/', referrerHost: 'www.google.nl' })).toBe('Google');
    expect(attributionSource({ pagePath: '/', referrerHost: 'www.linkedin.com' })).toBe('linkedin.com');
  });

  it('is "eigen site" after another page of ours, "rechtstreeks" without any, and "onbekend" when nothing was sent', () => {
    expect(attributionSource({ pagePath: '/contact', previousPath: '/blog' })).toBe('eigen site');
    expect(attributionSource({ pagePath: '/' })).toBe('rechtstreeks');
    expect(attributionSource(undefined)).toBe('onbekend');
  });
});

describe('the page that brought a lead', () => {
  it('is the page with the newsletter box, and the page before the contact form or the intake', () => {
    const attribution = { pagePath: '/contact', previousPath: '/blog/zzp-of-bv' };

    expect(attributionPage('newsletter', { pagePath: '/blog/zzp-of-bv', previousPath: '/blog' })).toBe('/blog/zzp-of-bv');
    expect(attributionPage('contact', attribution)).toBe('/blog/zzp-of-bv');
    expect(attributionPage('intake', { pagePath: '/start' })).toBe('/start');
    expect(attributionPage('contact', { landingPath: '/zeist' })).toBe('/zeist');
    expect(attributionPage('intake', undefined)).toBeUndefined();
  });
});

describe('the sentence staff read', () => {
  it("says source, campaign, the pages and the visitor's own answer in Dutch", () => {
    expect(
      describeAttribution({
        pagePath: '/contact',
        previousPath: '/blog/zzp-of-bv',
        referrerHost: 'www.google.nl',
        utmCampaign: 'voorjaar',
        foundVia: 'article',
      }),
    ).toBe('Via Google, campagne voorjaar, verstuurd vanaf /contact, daarvoor op /blog/zzp-of-bv, eigen antwoord: Een artikel');
    expect(describeAttribution({ pagePath: '/contact', previousPath: '/' })).toBe(
      'Via een andere pagina van de site, verstuurd vanaf /contact, daarvoor op /',
    );
    expect(describeAttribution({ pagePath: '/start' })).toBe('Rechtstreeks (geen verwijzende site), verstuurd vanaf /start');
    expect(describeAttribution({ landingPath: '/', utmSource: 'nieuwsbrief' })).toBe('Via nieuwsbrief, binnengekomen op /');
    expect(describeAttribution(undefined)).toBe('Onbekend (niet meegestuurd)');
  });
});
