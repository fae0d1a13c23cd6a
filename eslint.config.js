// The borders between the three worlds (../shared/design/architecture.md) are
// lint errors, not advice. tests/unit/borders.test.ts proves each one bites.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/promises', 'http', 'https',
  'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream', 'timers', 'tls', 'url', 'util', 'v8', 'vm', 'worker_threads', 'zlib',
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', '.tsbuild/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'src/shared is pure: no Node modules.' })),
          patterns: [
            { group: ['node:*'], message: 'src/shared is pure: no Node modules.' },
            { group: ['electron', 'electron/*'], message: 'src/shared must not know about Electron.' },
            { group: ['better-sqlite3', 'better-sqlite3*'], message: 'src/shared must not know about SQLite.' },
            { group: ['react', 'react-*', 'react/*', 'konva', 'konva/*'], message: 'src/shared must not know about React or Konva.' },
            { group: ['**/main/**', '**/renderer/**', '@main/*', '@renderer/*'], message: 'src/shared imports nothing from src/main or src/renderer.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Dice come from a DiceSource (Case 4.0), never Math.random.' },
        { object: 'Date', property: 'now', message: 'Time is an input to src/shared, never read from the clock.' },
        { object: 'performance', property: 'now', message: 'Time is an input to src/shared, never read from the clock.' },
      ],
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'requestAnimationFrame', 'process', 'window', 'document', 'require'].map(
          (name) => ({ name, message: `src/shared is pure: no ${name}.` }),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time is an input to src/shared, never read from the clock.' },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/main/**', '@main/*'], message: 'src/renderer talks to src/main only through the contract (window.api or HTTP).' },
            { group: ['node:*', 'electron', 'better-sqlite3*'], message: 'src/renderer runs sandboxed: no Node, Electron or SQLite.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/renderer/**', '@renderer/*'], message: 'src/main never imports src/renderer.' }] },
      ],
    },
  },
);
