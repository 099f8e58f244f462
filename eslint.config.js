/**
 * ESLint (flat config): typescript-eslint's recommended rules over every TypeScript source, the
 * layer boundaries of README "Architecture" (eslint-plugin-boundaries), browser-safe `common/`,
 * and hooks-only `hooks/` folders (eslint/hooks-only.js). `npm run lint` allows no warnings.
 */
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint/hooks-only.js';

const resolver = fileURLToPath(new URL('./eslint/resolver.cjs', import.meta.url));

/**
 * The layers. The first pattern a file matches decides its element; `feature` is captured so a
 * feature may import its own folder and no other feature's.
 */
const elements = [
  { type: 'common', pattern: 'common/**', partialMatch: false },
  { type: 'web-app', pattern: ['web/src/app/**', 'web/src/*.{ts,tsx}'], partialMatch: false },
  { type: 'web-feature', pattern: 'web/src/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'web-shared', pattern: ['web/src/ui/**', 'web/src/lib/**'], partialMatch: false },
  { type: 'server-plugin', pattern: 'server/plugins/**', partialMatch: false },
  { type: 'server-feature', pattern: 'server/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'server-shared', pattern: 'server/**', partialMatch: false },
  { type: 'app', pattern: ['worker/**', 'scripts/**', 'test/**'], partialMatch: false },
  { type: 'tooling', pattern: ['eslint/**'], partialMatch: false },
];

const to = (type) => ({ to: { element: { type } } });
/** The same feature as the importing file's. */
const sameFeature = (type) => ({ to: { element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } } });

/** Who may import whom (default: nothing). */
const policies = [
  { from: 'common', allow: [to('common')] },
  { from: 'web-shared', allow: [to('web-shared'), to('common')] },
  { from: 'web-feature', allow: [to('web-shared'), to('common'), sameFeature('web-feature')] },
  { from: 'web-app', allow: ['web-app', 'web-feature', 'web-shared', 'common'].map(to) },
  { from: 'server-shared', allow: ['server-shared', 'server-plugin', 'common'].map(to) },
  { from: 'server-plugin', allow: ['server-plugin', 'server-shared', 'common'].map(to) },
  { from: 'server-feature', allow: [to('server-shared'), to('server-plugin'), to('common'), sameFeature('server-feature')] },
  { from: 'app', allow: ['app', 'server-app', 'server-feature', 'server-plugin', 'server-shared', 'common', 'web-shared', 'web-feature', 'web-app'].map(to) },
  { from: 'tooling', allow: [to('tooling'), to('common')] },
].map((policy) => ({ ...policy, from: { element: { type: policy.from } } }));

/**
 * Files that compose the server (the app layer inside server/): they may import every server
 * layer. Element patterns name folders, so these are told apart as a file category.
 */
const files = [{ category: 'server-entry', pattern: ['server/app.ts', 'server/main.ts', 'server/jobs.ts', 'server/demo.ts'] }];
policies.push({
  from: { file: { categories: 'server-entry' } },
  allow: ['server-feature', 'server-plugin', 'server-shared', 'common', 'app'].map(to),
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', '.tap/', 'test/e2e/output/', 'server/db/migrations/', '.build-test-*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests and benchmarks read untyped JSON answers and fixtures.
    files: ['test/**/*.ts', 'scripts/bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['common/**/*.ts', 'server/**/*.ts', 'worker/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'test/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['common/**', 'server/**', 'worker/**', 'web/**', 'scripts/**', 'test/**'],
      'import/resolver': { [resolver]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
  {
    // Browser-safe: no Node.js built-in modules in the code shared with the web app.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'common/ is browser-safe: no Node.js modules.' })),
          patterns: [{ group: ['node:*'], message: 'common/ is browser-safe: no Node.js modules.' }],
        },
      ],
    },
  },
  {
    files: ['**/hooks/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/hooks-only': 'error' },
  },
);
