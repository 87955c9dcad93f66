import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * One lint for the whole repository. Besides the usual correctness rules it holds the import floors: a folder
 * imports only from the folders below it, never from above, so a reader (and a bundler) can take each floor
 * on its own. Between the top folders: web/ and functions/ build on shared/ and never on each other; shared/
 * builds on nothing of ours; infra/ reaches the functions through their entry paths, never by import;
 * tests and scripts may import anything.
 */

const root = import.meta.dirname;

/** `from` entries of one zone must all be globs, so every floor is written as one. */
const web = {
  top: ['web/app/routes/**', 'web/app/*.{ts,tsx}'],
  features: 'web/app/features/**',
  components: 'web/app/components/**',
  content: 'web/app/content/**',
  lib: 'web/app/lib/**',
  icons: 'web/app/icons/**',
};

const fn = {
  handlers: 'functions/*.ts',
  kinds: 'functions/kinds/**',
  services: [
    'functions/mail/**',
    'functions/queue/**',
    'functions/storage/**',
    'functions/http/**',
    'functions/inbox/**',
    'functions/attribution/**',
    'functions/booking/**',
    'functions/staff/**',
  ],
  records: 'functions/records/**',
  core: 'functions/core/**',
};

const floor = (below, above) => ({
  target: below,
  from: above.flat(),
  message: 'A floor imports only from the floors below it; move the shared piece down instead.',
});

const topFolderZones = [
  {
    target: 'web/**',
    from: ['functions/**', 'infra/**', 'scripts/**', 'tests/**'],
    message: 'web/ builds on shared/ only: move what both sides need into shared/.',
  },
  {
    target: 'functions/**',
    from: ['web/**', 'infra/**', 'scripts/**', 'tests/**'],
    message: 'functions/ builds on shared/ only: move what both sides need into shared/.',
  },
  {
    target: 'shared/**',
    from: ['web/**', 'functions/**', 'infra/**', 'scripts/**', 'tests/**'],
    message: 'shared/ is the ground both sides stand on and imports nothing of ours.',
  },
  {
    target: 'infra/**',
    from: ['functions/**', 'web/**'],
    message: 'infra/ reaches the functions through their entry paths and the site through its build, never by import.',
  },
];

const webZones = [
  floor(web.features, [web.top]),
  floor(web.components, [web.top, web.features]),
  floor(web.content, [web.top, web.features, web.components, web.lib]),
  floor(web.lib, [web.top, web.features, web.components, web.content]),
  floor(web.icons, [web.top, web.features, web.components, web.content, web.lib]),
];

const functionZones = [
  floor(fn.kinds, [fn.handlers]),
  ...fn.services.map((service) => floor(service, [fn.handlers, fn.kinds])),
  floor(fn.records, [fn.handlers, fn.kinds, fn.services]),
  floor(fn.core, [fn.handlers, fn.kinds, fn.services, fn.records]),
];

/**
 * What an island (web/app/lib/island.tsx) may not use, held for everything under features/, components/
 * and lib/, where islands and the pieces they are made of live: an island renders alone on its own root in
 * the browser, so it has no router, its useId values would differ from the whole-page prerender (React
 * error #418), and React would hoist a <link>, <meta> or <title> it renders into the head. The staff area
 * is a React Router app and keeps the router.
 */
const islandFloors = ['web/app/features/**/*.{ts,tsx}', 'web/app/components/**/*.{ts,tsx}', 'web/app/lib/**/*.{ts,tsx}'];
const routerApps = ['web/app/features/staff/**', 'web/app/components/layout/staff-header.tsx'];
const islandRules = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'react-router',
          allowTypeImports: true,
          message: 'Islands have no router: use <a href>, a pathname prop, or useUrlQuery (web/app/lib/island.tsx).',
        },
        {
          name: 'react',
          importNames: ['useId'],
          message: 'Islands hydrate on their own root, where useId gives other ids: take ids from props or fix them.',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: 'JSXOpeningElement[name.name=/^(link|meta|title)$/]',
      message: 'React hoists <link>, <meta> and <title> into the head, which an island cannot hydrate: put them in the route.',
    },
  ],
};

/** Tests and their fixtures may cross the floors: a handler test starts the local stack, for one. */
const testFiles = ['**/*.test.{ts,tsx}', 'functions/**/test-*.ts'];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'cdk.out/',
      '.react-router/',
      '.data/',
      'web/public/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Cycles can only run through our own files; following imports into node_modules cost most of the lint's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // The TypeScript check already proves every import resolves and names something that exists, and
      // verbatimModuleSyntax makes type-only imports say so.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      // These two flag namespace-style defaults that libraries document (fast-check's `fc`, typescript-eslint).
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
    },
  },
  ...[
    react.configs.flat.recommended,
    react.configs.flat['jsx-runtime'],
    reactHooks.configs.flat.recommended,
    jsxA11y.flatConfigs.recommended,
    {
      languageOptions: { globals: { ...globals.browser } },
      settings: { react: { version: 'detect' } },
    },
  ].map((config) => ({ ...config, files: ['web/app/**/*.{ts,tsx}'] })),
  {
    files: ['web/**', 'functions/**', 'shared/**', 'infra/**'],
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...topFolderZones, ...webZones, ...functionZones] }],
    },
  },
  {
    files: islandFloors,
    ignores: [...routerApps, ...testFiles],
    rules: islandRules,
  },
  {
    files: ['functions/**/*.ts', 'web/app/**/*.{ts,tsx}'],
    ignores: testFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  prettier,
);
