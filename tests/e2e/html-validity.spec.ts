import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { everyPage } from './stack.ts';

/** The W3C-style rules html-validate implements; style rules that only argue taste are off. */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes boolean attributes as attr="", void elements as <meta/> and charSet in camel case:
    // all valid HTML, only not the validator's preferred spelling.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    'void-style': 'off',
    // React's useId makes ids like _R_2l5_: valid in HTML5, which only forbids whitespace.
    'valid-id': ['error', { relaxed: true }],
    'no-inline-style': 'error',
    'long-title': 'off',
  },
});

test('the prerendered HTML of every page validates', async ({ request }) => {
  test.setTimeout(180_000);
  const paths = await everyPage(request);

  const problems: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(`${path}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});
