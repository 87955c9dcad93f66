import { describe, expect, it } from 'vitest';
import { withDefaultsForAll, withThemeValues, withoutInteractionStates, withoutUnreadVariables } from './critical-css.server.ts';

describe('withoutUnreadVariables', () => {
  it('leaves out the theme variables, fallbacks and registrations nothing reads, and keeps what a rule or a style attribute reads', () => {
    // Prepare
    const css = [
      '@layer theme{:root{--color-ink:#111;--color-unused:#222;--font-sans:system-ui;--default-font:var(--font-sans);--spacing:0.25rem}}',
      '@layer properties{@supports (not (margin-trim:block)){*,::before{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-rotate-x{syntax:"*";inherits:false}',
      '@layer utilities{.text-ink{color:var(--color-ink)}.shadow{box-shadow:var(--tw-shadow)}}',
    ].join('');

    // Act
    const lean = withoutUnreadVariables(css, '<div style="margin:calc(var(--spacing) * 2)"></div>');

    // Assess
    expect(lean).toContain('--color-ink:#111');
    expect(lean).toContain('--spacing:0.25rem');
    expect(lean).toContain('@property --tw-shadow');
    expect(lean).toContain('--tw-shadow:0 0 #0000');
    expect(lean).not.toContain('--color-unused');
    // Read only by a variable that nothing reads: both go.
    expect(lean).not.toContain('--default-font');
    expect(lean).not.toContain('--font-sans');
    expect(lean).not.toContain('--tw-rotate-x');
  });

  it('drops a block that is left empty, down to its layer', () => {
    // Prepare
    const css = '@layer properties{@supports (not (margin-trim:block)){*{--tw-unread:0}}}@layer utilities{.a{color:red}}';

    // Act
    const lean = withoutUnreadVariables(css, '');

    // Assess
    expect(lean).toBe('@layer utilities{.a{color:red}}');
  });
});

describe('withoutInteractionStates', () => {
  it('leaves out hover, press and focus states and transitions, and keeps the states a page can load in', () => {
    // Prepare
    const css = [
      '@layer utilities{.a{color:red}',
      '.hover\\:b:hover,.c{color:blue}',
      '.focus-visible\\:d:focus-visible{outline:auto}',
      '.has-\\[\\:focus-visible\\]\\:e:has(:focus-visible){outline:auto}',
      '.t{transition-property:color;transition-duration:.15s}',
      '.u{color:red;transition-property:color}',
      '.f:checked,.g:disabled,.h[open]{color:green}',
      '.focus-ring\\:i{color:pink}',
      '@media(hover:hover){.hover\\:j:hover{color:red}}}',
    ].join('');

    // Act
    const calm = withoutInteractionStates(css);

    // Assess
    expect(calm).toBe(
      '@layer utilities{.a{color:red}.c{color:blue}.u{color:red}.f:checked,.g:disabled,.h[open]{color:green}.focus-ring\\:i{color:pink}}',
    );
  });
});

describe('withThemeValues', () => {
  it('writes the values of the variables only the theme declares where a rule reads them, fallbacks and nesting included', () => {
    // Prepare
    const css = [
      '@layer theme{:root{--spacing:.25rem;--color-ink:#0f172a;--font-sans:Arial, sans-serif;--default-font:var(--font-sans);--text-xs:.75rem;--text-xs--line-height:calc(1 / .75);--radius:.5rem}}',
      '@layer base{html{font-family:var(--default-font,serif)}}',
      '@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}.-ml-0\\.5{margin-left:calc(var(--spacing) * -.5)}',
      '.text-xs{font-size:var(--text-xs);line-height:var(--tw-leading,var(--text-xs--line-height))}',
      '.rounded{border-radius:var(--radius)}.ink{color:var(--color-ink)}}',
    ].join('');

    // Act
    const resolved = withThemeValues(css, new Set(['--radius']), '<p style="--color-ink:red"></p>');

    // Assess
    expect(resolved).toContain('html{font-family:Arial, sans-serif}');
    expect(resolved).toContain('.p-4{padding:1rem}');
    expect(resolved).toContain('margin-left:-.125rem');
    expect(resolved).toContain('.text-xs{font-size:.75rem;line-height:var(--tw-leading,calc(1 / .75))}');
    // Declared again by a rule of the stylesheet, or by the page's own style attribute: read where it is.
    expect(resolved).toContain('.rounded{border-radius:var(--radius)}');
    expect(resolved).toContain('.ink{color:var(--color-ink)}');
  });
});

describe('withDefaultsForAll', () => {
  it('sets the starting values of the variables by the fallback rule for every browser, and drops their registrations', () => {
    // Prepare
    const css = [
      '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-border-style:solid}}}',
      '@layer utilities{.border{border-style:var(--tw-border-style)}}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      '@property --tw-other{syntax:"<length>";inherits:false;initial-value:0}',
    ].join('');

    // Act
    const plain = withDefaultsForAll(css);

    // Assess
    expect(plain).toBe(
      '@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-border-style:solid}}@layer utilities{.border{border-style:var(--tw-border-style)}}@property --tw-other{syntax:"<length>";inherits:false;initial-value:0}',
    );
  });
});
