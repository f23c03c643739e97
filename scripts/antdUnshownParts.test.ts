import path from 'node:path';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import webpack from 'webpack';
import { clientConfig, serverConfig } from '../webpack.config';

// antd's CommonJS build, which the tests run, gets the stand-in the builds give its ES build.
jest.mock('antd/lib/tooltip/UniqueProvider', () => jest.requireActual('../src/shims/antdTooltipUniqueProvider'));

const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const standIn = path.resolve(__dirname, '../src/shims/antdTooltipUniqueProvider.ts');

/** The file a build takes for `request` imported from antd's `importer`, as webpack resolves it. */
function resolvedInBuild(config: webpack.Configuration, importer: string, request: string): Promise<string | false> {
  const resolver = webpack(config).resolverFactory.get('normal', config.resolve);
  return new Promise((resolve, reject) =>
    resolver.resolve({}, path.join(antdEs, importer), request, {}, (error, file) => (error ? reject(error) : resolve(file ?? false))),
  );
}

test.each([
  ['browser', clientConfig({}, { mode: 'production' })],
  ['server', serverConfig({}, { mode: 'production' })],
])("the %s build takes the stand-in for the tooltip UniqueProvider that antd's ConfigProvider imports", async (_build, config) => {
  expect(await resolvedInBuild(config, 'config-provider', '../tooltip/UniqueProvider')).toBe(standIn);
  expect(await resolvedInBuild(config, 'tooltip', './UniqueProvider')).toBe(standIn);
});

test('ConfigProvider renders without the UniqueProvider, and fails loudly where it would render it', () => {
  const page = createElement('p', null, 'page');
  expect(renderToString(createElement(ConfigProvider, { tooltip: {} }, page))).toBe('<p>page</p>');
  expect(() => renderToString(createElement(ConfigProvider, { tooltip: { unique: true } }, page))).toThrow(
    /UniqueProvider is left out of the shop's builds/,
  );
});
