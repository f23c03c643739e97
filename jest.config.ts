import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  // Message catalogues are read as the builds read them: compiled (scripts/compileMessages.cjs).
  '[\\\\/]src[\\\\/]i18n[\\\\/]messages[\\\\/].+\\.json$': '<rootDir>/scripts/compileMessages.cjs',
};
/** FormatJS ships ES modules only. */
const formatjs = 'intl-messageformat|@formatjs';

/** What the SPA's tests share; `web` draws in jsdom, `web-node` (rules, slices, sagas) needs no DOM. */
const spa = {
  roots: ['<rootDir>/src'],
  transform,
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/src/test/styleStub.ts',
    '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/src/test/fileStub.ts',
    // antd's parts the shop imports by path share their contexts with the `antd` jest loads (its CommonJS build).
    '^antd/es/(.*)$': 'antd/lib/$1',
    // A web test may read the server's reference data (the footer's outlets), which imports the rules by alias.
    '^@domain/(.*)$': '<rootDir>/src/domain/$1',
  },
  // antd's icons and colours ship ES modules inside their CommonJS builds.
  transformIgnorePatterns: [`/node_modules/(?!(redux-saga-test-plan|@ant-design|@rc-component|antd|rc-[^/]+|${formatjs})/)`],
};

/**
 * On PostgreSQL (TEST_DATABASE_URL) the server project runs only the tests that reach a database, through a test
 * server or one of its own: the rest would be the SQLite run again.
 */
function testsReachingSql(): string[] {
  const reachesSql = /\b(startTestServer|startShopWithPages|freshPostgresDatabase|staffTerminal)\(/;
  return ['server', 'scripts']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
    .filter((file) => file.endsWith('.test.ts') && reachesSql.test(readFileSync(file, 'utf8')))
    .map((file) => `<rootDir>/${file}`);
}

const config: Config = {
  // Every core: the default in CI mode leaves one idle.
  maxWorkers: '100%',
  projects: [
    // A .ts test that needs the DOM says so in its docblock (@jest-environment jsdom).
    { displayName: 'web', testEnvironment: 'jsdom', testMatch: ['**/*.test.tsx'], ...spa },
    { displayName: 'web-node', testEnvironment: 'node', testMatch: ['**/*.test.ts'], ...spa },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      ...(process.env.TEST_DATABASE_URL ? { testMatch: testsReachingSql() } : {}),
      transform,
      moduleNameMapper: { '^@domain/(.*)$': '<rootDir>/src/domain/$1' },
      transformIgnorePatterns: [`/node_modules/(?!(${formatjs})/)`],
    },
  ],
};

export default config;
