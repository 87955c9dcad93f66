import { describe, expect, it } from 'vitest';
import { parseAttribution } from '../../../shared/attribution.ts';
import { pageAttribution } from './attribution.ts';

const page = (address: string) => new URL(address, 'https://www.startsprong.nl');

describe('what the page with the form knows about the visit', () => {
  it('keeps the page, the other site and the three campaign parameters of its own address', () => {
    const attribution = pageAttribution(
      page('/blog/zzp-of-bv?utm_source=nieuwsbrief&utm_medium=e-mail&utm_campaign=voorjaar&utm_term=x'),
      'https://mail.example.com/inbox',
    );

    expect(attribution).toEqual({
      pagePath: '/blog/zzp-of-bv',
      referrerHost: 'mail.example.com',
      utmSource: 'nieuwsbrief',
      utmMedium: 'e-mail',
      utmCampaign: 'voorjaar',
    });
  });

  it('leaves out the query, so a link with a token or a click id sends neither', () => {
    const attribution = pageAttribution(page('/nieuwsbrief/bevestigen?id=abc&token=geheim&gclid=123#top'), '');

    expect(attribution).toEqual({ pagePath: '/nieuwsbrief/bevestigen' });
  });

  it('names the page of our own site the visitor came from, without its query, and no other site', () => {
    expect(pageAttribution(page('/contact'), 'https://www.startsprong.nl/blog/zzp-of-bv?zoek=bv')).toEqual({
      pagePath: '/contact',
      previousPath: '/blog/zzp-of-bv',
    });
  });

  it('names no page before when a reload reports the page itself', () => {
    expect(pageAttribution(page('/start'), 'https://www.startsprong.nl/start')).toEqual({ pagePath: '/start' });
  });

  it('drops a campaign value that is not one short word, and keeps the rest', () => {
    const attribution = pageAttribution(
      page('/?utm_source=%3Cscript%3E&utm_medium=bel%200900-1234&utm_content=x&utm_campaign=voorjaar'),
      '',
    );

    expect(attribution).toEqual({ pagePath: '/', utmCampaign: 'voorjaar' });
  });

  it('drops what the API would not take, so the API keeps the rest', () => {
    const attribution = pageAttribution(page(`/${'a'.repeat(400)}?utm_campaign=${'b'.repeat(150)}&utm_source=linkedin`), '');

    expect(attribution?.pagePath).toHaveLength(300);
    expect(attribution).not.toHaveProperty('utmCampaign');
    expect(parseAttribution(attribution)).toEqual(attribution);
  });

  it('gives no page for a path the API would refuse', () => {
    expect(pageAttribution(new URL('https://www.startsprong.nl//evil.example/x'), '')).toBeUndefined();
  });
});
