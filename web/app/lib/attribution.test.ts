import { describe, expect, it } from 'vitest';
import { parseAttribution } from '../../../shared/attribution.ts';
import { nextRemembered, pageAttribution } from './attribution.ts';

const page = (address: string) => new URL(address, 'https://www.startsprong.nl');

describe('what a page says about the visit', () => {
  it('keeps the path, the other site and the three campaign parameters of a newsletter link', () => {
    const attribution = pageAttribution(
      page('/blog/zzp-of-bv?utm_source=nieuwsbrief&utm_medium=e-mail&utm_campaign=voorjaar&utm_term=x'),
      'https://mail.example.com/inbox',
    );

    expect(attribution).toEqual({
      landingPath: '/blog/zzp-of-bv',
      referrerHost: 'mail.example.com',
      utmSource: 'nieuwsbrief',
      utmMedium: 'e-mail',
      utmCampaign: 'voorjaar',
    });
  });

  it('leaves out the query, so a link with a token or a click id stores neither', () => {
    const attribution = pageAttribution(page('/nieuwsbrief/bevestigen?id=abc&token=geheim&gclid=123#top'), '');

    expect(attribution).toEqual({ landingPath: '/nieuwsbrief/bevestigen' });
  });

  it('names no referring host when the page was opened from our own site', () => {
    expect(pageAttribution(page('/contact'), 'https://www.startsprong.nl/blog')).toEqual({ landingPath: '/contact' });
  });

  it('drops a campaign value with markup in it and keeps the rest', () => {
    const attribution = pageAttribution(page('/?utm_source=%3Cscript%3E&utm_campaign=voorjaar'), '');

    expect(attribution).toEqual({ landingPath: '/', utmCampaign: 'voorjaar' });
  });

  it('cuts a very long path and campaign value to what the API takes, so the API keeps them', () => {
    const attribution = pageAttribution(page(`/${'a'.repeat(400)}?utm_campaign=${'b'.repeat(150)}`), '');

    expect(attribution?.landingPath).toHaveLength(300);
    expect(attribution?.utmCampaign).toHaveLength(100);
    expect(parseAttribution(attribution)).toEqual(attribution);
  });

  it('gives nothing for a path the API would refuse', () => {
    expect(pageAttribution(new URL('https://www.startsprong.nl//evil.example/x'), '')).toBeNull();
  });
});

describe('which page of the tab is remembered', () => {
  const landing = { landingPath: '/blog/zzp-of-bv', utmSource: 'nieuwsbrief' };
  const inside = { landingPath: '/contact' };

  it('remembers the first page of the tab, wherever it came from', () => {
    expect(nextRemembered(false, inside, 'navigate')).toEqual(inside);
  });

  it('keeps the landing page when the visitor goes on to another page of the site', () => {
    expect(nextRemembered(true, inside, 'navigate')).toBeNull();
  });

  it('starts a new visit when the tab arrives again from another site or through a campaign link', () => {
    expect(nextRemembered(true, landing, 'navigate')).toEqual(landing);
    expect(nextRemembered(true, { landingPath: '/', referrerHost: 'www.google.com' }, 'navigate')).toEqual({
      landingPath: '/',
      referrerHost: 'www.google.com',
    });
  });

  it('keeps the visit on a reload or the back button, which report the original arrival again', () => {
    expect(nextRemembered(true, landing, 'reload')).toBeNull();
    expect(nextRemembered(true, landing, 'back_forward')).toBeNull();
  });
});
