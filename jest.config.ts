import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  // Message catalogues are read as the builds read them: compiled (scripts/compileMessages.cjs).
  '[\\\\/]src[\\\\/]i18n[\\\\/]messages[\\\\/].+\\.json$': '<rootDir>/scripts/compileMessages.cjs',
};
/** FormatJS ships ES modules only. */
const formatjs = 'intl-messageformat|@formatjs';

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      transform,
      setupFiles: ['<rootDir>/src/test/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: {
        '\\.(css|less)$': '<rootDir>/src/test/styleStub.ts',
        '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/src/test/fileStub.ts',
        // antd's parts the shop imports by path share their contexts with the `antd` jest loads (its CommonJS build).
        '^antd/es/(.*)$': 'antd/lib/$1',
        '^@domain/(.*)$': '<rootDir>/src/domain/$1',
      },
      // antd's icons and colours ship ES modules inside their CommonJS builds.
      transformIgnorePatterns: [`/node_modules/(?!(redux-saga-test-plan|@ant-design|@rc-component|antd|rc-[^/]+|${formatjs})/)`],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      transform,
      moduleNameMapper: { '^@domain/(.*)$': '<rootDir>/src/domain/$1' },
      transformIgnorePatterns: [`/node_modules/(?!(${formatjs})/)`],
    },
  ],
};

export default config;
