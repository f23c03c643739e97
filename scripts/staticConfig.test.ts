// The static build's config.js (public/config.js, filled in by the copy plugin) must name the SPA's own defaults.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { DEFAULT_CONFIG } from '../src/app/config';
import { clientConfig } from '../webpack.config';

type Pattern = { transform?: (content: Buffer, file: string) => Buffer | string };

test('the production build writes DEFAULT_CONFIG into config.js, and the page keeps a config it already has', () => {
  const copy = clientConfig({}, { mode: 'production' }).plugins!.find((plugin) => plugin instanceof CopyWebpackPlugin) as unknown as {
    patterns: Pattern[];
  };
  const file = path.resolve(__dirname, '..', 'public', 'config.js');
  const built = String(copy.patterns[0].transform!(readFileSync(file), file));

  const fresh: { window: { SHOP_CONFIG?: unknown } } = { window: {} };
  vm.runInNewContext(built, fresh);
  expect(fresh.window.SHOP_CONFIG).toEqual(DEFAULT_CONFIG);

  const configured = { window: { SHOP_CONFIG: { apiBaseUrl: 'https://api.shop.example' } } };
  vm.runInNewContext(built, configured);
  expect(configured.window.SHOP_CONFIG).toEqual({ apiBaseUrl: 'https://api.shop.example' });
});
