import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

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
      },
      // antd's icons and colours ship ES modules inside their CommonJS builds.
      transformIgnorePatterns: ['/node_modules/(?!(redux-saga-test-plan|@ant-design|@rc-component|antd|rc-[^/]+)/)'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      transform,
    },
  ],
};

export default config;
