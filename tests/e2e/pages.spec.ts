import { expect, test, type APIRequestContext } from '@playwright/test';
import { address } from '../../shared/business-facts.ts';
import { founder, launchedCompanies, testimonials } from '../../shared/showcase.ts';
import { openPage, sitemapPaths, unlistedPages } from './stack.ts';

/*
 * The marketing pages: what a crawler or a visitor without JavaScript receives (the prerendered HTML), and
 * the interactive parts by keyboard: the cost calculator, the FAQ accordion, the map and the logo strip.
 */

const pages = [
  { path: '/', h1: 'Van idee naar een draaiend bedrijf, met iemand naast je', types: ['Organization', 'FAQPage'] },
  { path: '/services', h1: 'Alles om je bedrijf te starten, onder één dak', types: ['BreadcrumbList', 'FAQPage'] },
  // The founder's Person data waits until she is real: structured data cannot carry a "Voorbeeld" mark.
  {
    path: '/about',
    h1: 'We helpen starters hun idee waar te maken',
    types: founder.example ? ['Organization'] : ['Organization', 'Person'],
  },
  { path: '/tools', h1: 'Eigen software voor je bedrijf, met een eeuwigdurende licentie', types: ['SoftwareApplication'] },
  { path: '/contact', h1: 'Laten we kennismaken', types: ['Organization'] },
  { path: '/begin-vandaag', h1: 'Zet vandaag de eerste stap naar je eigen bedrijf', types: ['FAQPage'] },
  { path: '/zeist', h1: 'Je bedrijf starten in Zeist, met een coach om de hoek', types: ['LocalBusiness', 'BreadcrumbList', 'FAQPage'] },
  {
    path: '/utrecht',
    h1: 'Je bedrijf starten in Utrecht en opvallen tussen de rest',
    types: ['LocalBusiness', 'BreadcrumbList', 'FAQPage'],
  },
  {
    path: '/cases',
    h1: [...launchedCompanies, ...testimonials].some((item) => item.example)
      ? 'Zo ziet een start met ons eruit'
      : 'Bedrijven die we op weg hielpen',
    types: ['BreadcrumbList'],
  },
] as const;

const decode = (text: string) =>
  text
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test.describe('the prerendered HTML, without JavaScript', () => {
  for (const page of pages) {
    test(`${page.path} holds its h1, title, description, canonical and structured data`, async ({ request }) => {
      const html = await rawHtml(request, page.path);

      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decode(match[1]!));
      expect(headings).toEqual([page.h1]);
      expect(html).toMatch(/<title>[^<]*Startsprong[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toBe(new URL(page.path, 'https://www.startsprong.nl').toString());
      expect(html).toContain('property="og:image"');
      const types = jsonLd(html).map((data) => data['@type']);
      expect(types).toEqual(expect.arrayContaining([...page.types]));
    });
  }

  test('every page has its own title and description', async ({ request }) => {
    const heads = await Promise.all(
      pages.map(async (page) => {
        const html = await rawHtml(request, page.path);
        return {
          title: html.match(/<title>([^<]*)<\/title>/)?.[1],
          description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
        };
      }),
    );

    expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(pages.length);
  });

  test('the FAQ answers are in the HTML, so they can be read without JavaScript', async ({ request }) => {
    const html = await rawHtml(request, '/');
    const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage') as { mainEntity: { acceptedAnswer: { text: string } }[] };

    expect(faq.mainEntity).toHaveLength(5);
    for (const entry of faq.mainEntity) expect(decode(html)).toContain(entry.acceptedAnswer.text.slice(0, 40));
  });

  test('the tools offer every system with a price in euros, and the city pages their office hours', async ({ request }) => {
    const tools = jsonLd(await rawHtml(request, '/tools')) as { offers: { price: string; priceCurrency: string } }[];
    // The price a consumer pays, incl. 21% btw, as the cards show it first.
    expect(tools.map((app) => [app.offers.price, app.offers.priceCurrency])).toEqual([
      ['180.29', 'EUR'],
      ['156.09', 'EUR'],
      ['240.79', 'EUR'],
      ['216.59', 'EUR'],
      ['240.79', 'EUR'],
      ['422.29', 'EUR'],
    ]);

    const zeist = jsonLd(await rawHtml(request, '/zeist')).find((data) => data['@type'] === 'LocalBusiness') as {
      address: unknown;
      openingHoursSpecification: unknown[];
      priceRange: string;
    };
    // The street and postcode join the data once they are real: structured data cannot carry a "Voorbeeld" mark.
    expect(zeist.address).toMatchObject(
      address.example
        ? { addressLocality: address.city, addressRegion: 'Utrecht' }
        : { addressRegion: 'Utrecht', streetAddress: address.street, postalCode: address.postalCode },
    );
    if (address.example) expect(zeist.address).not.toHaveProperty('postalCode');
    expect(zeist.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
    expect(zeist.priceRange).toBe('€€');
  });

  test('every page of the sitemap and every status page has one h1, its title, description, canonical and valid JSON-LD', async ({
    request,
  }) => {
    const listed = await sitemapPaths(request);
    expect(listed.length).toBeGreaterThanOrEqual(36);

    const problems: string[] = [];
    for (const path of [...listed, ...unlistedPages]) {
      const response = await request.get(path);
      const html = await response.text();
      const noindex = /<meta name="robots" content="noindex/.test(html);
      if (response.status() !== (path === '/404' ? 404 : 200)) problems.push(`${path}: status ${response.status()}`);
      if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${path}: niet precies één h1`);
      if (!/<title>[^<]{5,}<\/title>/.test(html) || !/<title>[^<]*Startsprong[^<]*<\/title>/.test(html)) problems.push(`${path}: titel`);
      if (!/<meta name="description" content="[^"]{40,}"/.test(html)) problems.push(`${path}: beschrijving`);
      if (listed.includes(path) === noindex)
        problems.push(`${path}: ${noindex ? 'noindex in de sitemap' : 'niet in de sitemap maar wel indexeerbaar'}`);
      if (!noindex && html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] !== new URL(path, 'https://www.startsprong.nl').toString())
        problems.push(`${path}: canonical`);
      try {
        jsonLd(html);
      } catch {
        problems.push(`${path}: JSON-LD is geen geldige JSON`);
      }
    }

    expect(problems).toEqual([]);
  });

  test('a crawl from / finds no broken internal link or anchor', async ({ request }) => {
    test.setTimeout(120_000);
    const pagesByPath = new Map<string, string>();
    const queue = ['/'];
    const broken: string[] = [];
    const links: { from: string; href: string }[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (pagesByPath.has(path)) continue;
      const response = await request.get(path);
      if (response.status() !== 200) {
        broken.push(`${path} (${response.status()})`);
        pagesByPath.set(path, '');
        continue;
      }
      // A redirect lands elsewhere: the page is stored under where it landed.
      const landed = new URL(response.url()).pathname;
      const html = await response.text();
      pagesByPath.set(path, html);
      pagesByPath.set(landed, html);
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"]*|#[^"]*)"/g)) {
        const href = match[1]!.replace(/&amp;/g, '&');
        links.push({ from: landed, href });
        const target = href.startsWith('#') ? landed : href.split(/[?#]/)[0]!;
        if (!/\.(xml|png|svg|webp|pdf)$/.test(target) && !target.startsWith('/api/') && !pagesByPath.has(target)) queue.push(target);
      }
    }
    for (const { from, href } of links) {
      const [pathPart, anchor] = href.startsWith('#') ? [from, href.slice(1)] : href.split('#');
      const path = pathPart!.split('?')[0]!;
      if (/\.(xml|png|svg|webp|pdf)$/.test(path) || path.startsWith('/api/')) continue;
      const html = pagesByPath.get(path);
      if (html === '') broken.push(`${from} -> ${href}`);
      else if (anchor && html && !html.includes(`id="${anchor}"`)) broken.push(`${from} -> ${href} (anker ontbreekt)`);
    }

    expect(pagesByPath.size).toBeGreaterThanOrEqual(36);
    expect(broken).toEqual([]);
  });
});

test.describe('the startup cost calculator', () => {
  test('starts with the recommended items, and Space toggles an item and updates the announced total', async ({ page }) => {
    await openPage(page, '/');
    const total = page.locator('[data-calculator-total]');
    await expect(total).toHaveAttribute('aria-live', 'polite');
    // Our recommended parts incl. btw; the KvK's fee stands apart, without btw.
    await expect(total).toContainText('€ 2.657,16 incl. btw');
    await expect(total).toContainText('Daarnaast betaal je de KvK zelf € 85,15 inschrijfvergoeding (geen btw).');

    const system = page.getByRole('checkbox', { name: /Webapp of systeem op maat/ });
    await expect(system).not.toBeChecked();
    await system.focus();
    await page.keyboard.press('Space');

    await expect(system).toBeChecked();
    await expect(total).toContainText('€ 5.680,95');

    await page.keyboard.press('Space');
    await expect(total).toContainText('€ 2.657,16');
  });
});

test.describe('the FAQ accordion', () => {
  test('opens one answer at a time by keyboard and closes the open one again', async ({ page }) => {
    await openPage(page, '/services');
    const faq = page.locator('[data-faq]');
    const items = faq.locator('details');
    const questions = faq.locator('summary');
    await expect(faq.locator('details[open]')).toHaveCount(0);

    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(0)).toHaveAttribute('open', '');

    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(faq.locator('details[open]')).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('the location map', () => {
  test('loads from OpenStreetMap only after the visitor clicks, and the CSP allows that frame', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url());
    });
    // The test machine has no internet: the map is answered here, so only the request itself is observed.
    await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>kaart</p>' }));
    const response = await page.goto('/zeist');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(response?.headers()['content-security-policy']).toContain('frame-src https://www.openstreetmap.org');

    await expect(page.getByRole('img', { name: /Getekende kaart van Zeist/ })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await page.getByRole('button', { name: 'Kaart laden' }).click();

    await expect(page.locator('iframe[data-map-frame]')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test('the map is a link to OpenStreetMap, and controls that need JavaScript stay out of sight', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/zeist');
    await expect(page.getByRole('link', { name: 'Kaart laden' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    await page.goto('/');
    await page.getByRole('checkbox', { name: /Complete huisstijl/ }).check({ force: true });
    await expect(page.locator('label').filter({ hasText: 'Complete huisstijl' })).toHaveCSS('background-color', 'rgb(239, 250, 247)');
    await context.close();
  });

  test('the FAQ opens one answer at a time and the logo strip pauses, by keyboard', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const faq = page.locator('[data-faq]');
    const track = page.locator('[data-logo-track]');
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);

    await faq.locator('summary').nth(0).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '');
    await expect(faq.locator('details[open]')).toHaveCount(1);

    const pause = page.getByRole('checkbox', { name: 'Logo’s stilzetten' });
    await pause.focus();
    await page.keyboard.press('Space');
    await pause.blur();
    await expect(pause).toBeChecked();
    await expect.poll(playState).toBe('paused');
    await context.close();
  });
});

test.describe('the logo strip', () => {
  test('moves in a loop whose copy is hidden from assistive technology', async ({ page }) => {
    await openPage(page, '/');
    const track = page.locator('[data-logo-track]');

    const animation = await track.evaluate((element) => ({
      name: getComputedStyle(element).animationName,
      duration: getComputedStyle(element).animationDuration,
    }));
    expect(animation).toEqual({ name: 'marquee', duration: '30s' });
    await expect(track.locator('ul:not([aria-hidden])')).toHaveCount(1);
    await expect(track.locator('ul[aria-hidden="true"]')).toHaveCount(1);
    await expect(track.locator('ul:not([aria-hidden]) img')).toHaveCount(8);
  });

  test('takes 15 seconds a loop on a phone, and pauses on hover, on focus and by its checkbox, without a script', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/');
    const track = page.locator('[data-logo-track]');
    const state = () =>
      track.evaluate((element) => ({
        duration: getComputedStyle(element).animationDuration,
        playState: getComputedStyle(element).animationPlayState,
      }));
    expect(await state()).toEqual({ duration: '15s', playState: 'running' });

    // The track itself moves; the mouse goes to the middle of the still box around it.
    const frame = track.locator('..');
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => (await state()).playState).toBe('paused');
    await page.mouse.move(box.x + box.width / 2, box.y - 150);
    await expect.poll(async () => (await state()).playState).toBe('running');

    const pause = page.getByRole('checkbox', { name: 'Logo’s stilzetten' });
    await pause.focus();
    await expect.poll(async () => (await state()).playState).toBe('paused');
    await pause.press('Space');
    await pause.blur();
    await expect.poll(async () => (await state()).playState).toBe('paused');
    await page.getByText('Logo’s stilzetten').click();
    await pause.blur();
    await page.mouse.move(box.x + box.width / 2, box.y - 150);
    await expect.poll(async () => (await state()).playState).toBe('running');
  });

  test('stands still when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/');
    const track = page.locator('[data-logo-track]');

    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(track.locator('ul[aria-hidden="true"]')).toBeHidden();
  });
});
