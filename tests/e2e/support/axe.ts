import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page of ours passes, the site's and the staff area's: WCAG 2.1 A and AA and axe's best practices. */
const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's findings on the page as it stands, one line per rule broken: the rule, its impact and up to three
 * elements.
 *
 * axe runs in the page in one go (`axe.run`, the builder's "legacy mode"). Its default runs axe in every
 * frame in parts and joins the parts in a fresh blank page, which exists for frames from other origins; our
 * pages have none (the map's frame is only made when a visitor asks for it), and opening that blank page
 * took some 2 of each run's 3–4 s on this 2-core machine, with the same findings.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(rules).setLegacyMode(true).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** The page as it stands breaks none of the rules above. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
