import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { everyPage, openPage } from './stack.ts';

const viewports = [
  { name: 'telefoon', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // One test per width, so each stays well inside its time on a busy machine.
  for (const viewport of viewports) {
    test(`every page has no violations at ${viewport.name} width`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const paths = await everyPage(request);
      expect(paths.length).toBeGreaterThan(10);

      const failures: string[] = [];
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await openPage(page, path);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        for (const violation of result.violations) {
          failures.push(
            `${viewport.name} ${path}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
