import { describe, expect, it } from 'vitest';
import { articleFromSource } from './articles.server.ts';
import { officialSourceOf, trackingParameters } from './sources.ts';

describe('official sources', () => {
  it('are known by their site, subdomains included', () => {
    expect(officialSourceOf('https://www.belastingdienst.nl/wps/wcm/connect/nl/btw/btw')).toBe('Belastingdienst');
    expect(officialSourceOf('https://ondernemersplein.overheid.nl/wetten-en-regels/regels-voor-reclame/')).toBe('Ondernemersplein');
    expect(officialSourceOf('https://www.kvk.nl.example.com/')).toBeUndefined();
    expect(officialSourceOf('https://qredits.nl/')).toBeUndefined();
  });

  it('name the tracking parameters a link carries', () => {
    expect(trackingParameters('https://www.kvk.nl/starten/?utm_medium=blog&id=4&fbclid=x')).toEqual(['utm_medium', 'fbclid']);
    expect(trackingParameters('https://www.kvk.nl/starten/?id=4')).toEqual([]);
  });
});

const article = (body: string) => `---
title: "Logo laten maken: zo pak je het aan"
slug: "logo-laten-maken"
category: "branding"
date: "2025-01-09"
updated: "2026-11-25"
metaDescription: "Logo laten maken? Lees welke soorten er zijn, wat het kost en hoe het ontwerpproces verloopt."
excerpt: "Een logo gebruik je jarenlang. Zo pak je het ontwerp goed aan."
author: "oprichter"
related: ["huisstijl-ontwerpen", "branding-voor-starters"]
serviceLink: "/services#branding"
ctaText: "Vraag een logo-ontwerp aan"
---

${body}
`;

describe('an article', () => {
  it('stops the build when it links no official source', () => {
    expect(() =>
      articleFromSource('web/content/blog/logo-laten-maken.md', article('Zie [een blog](https://example.nl/logo) en [contact](/contact).')),
    ).toThrow(/web\/content\/blog\/logo-laten-maken\.md: het artikel linkt geen officiële bron/);
  });

  it('lists the official sources it links, once each, for the note under the text', () => {
    const { sources } = articleFromSource(
      'web/content/blog/logo-laten-maken.md',
      article(
        'Het [auteursrecht](https://wetten.overheid.nl/BWBR0001886), [merken](https://www.boip.int/nl/merkenregister) en [de wet](https://wetten.overheid.nl/BWBR0001886).',
      ),
    );

    expect(sources).toEqual(['wetten.overheid.nl', 'Benelux-Bureau voor de Intellectuele Eigendom']);
  });
});
