import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigProvider, theme } from 'antd';
import { genCssVar } from 'antd/lib/theme/util/genStyleUtils';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { shopTheme } from '../src/app/theme';
import { genCssVar as genCssVarStandIn } from '../src/shims/antdCssVar';
import { antdTokenFile } from './antdStyles';

const cache = path.resolve(__dirname, '..', 'node_modules/.cache/metal-merch');

/** What antd's own useToken gives its components for the shop's theme, computed here as a browser would have. */
function liveToken() {
  let live: ReturnType<typeof theme.useToken> | undefined;
  const Probe = () => {
    live = theme.useToken();
    return null;
  };
  renderToString(createElement(ConfigProvider, { theme: shopTheme }, createElement(Probe)));
  return live!;
}

test("the token the builds bake for antd is the one antd derives from the shop's theme", () => {
  // The file the builds read (webpack.config.ts), generated again when the theme, antd or the generator changes.
  const baked = JSON.parse(readFileSync(antdTokenFile(cache), 'utf8'));
  const live = liveToken();
  expect(baked.token).toEqual(live.token);
  expect(baked.token).toMatchObject({ fontSize: 15, borderRadius: 4, screenMD: 768, Button: { fontWeight: 600 } });
  // jest runs antd in development, whose hash class has a longer prefix than the production one the sheets use.
  expect(baked.hashId).toBe(live.hashId.replace('css-dev-only-do-not-override-', 'css-'));
}, 60_000);

test("the stand-in for antd's genCssVar names CSS variables as antd does", () => {
  const [name, ref] = genCssVar('.ant', 'tooltip');
  const [nameStandIn, refStandIn] = genCssVarStandIn('.ant', 'tooltip');
  expect([nameStandIn('arrow-offset'), refStandIn('arrow-offset'), refStandIn('x', '4px')]).toEqual([
    name('arrow-offset'),
    ref('arrow-offset'),
    ref('x', '4px'),
  ]);
});
