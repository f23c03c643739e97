import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigProvider, theme } from 'antd';
import { genCssVar } from 'antd/lib/theme/util/genStyleUtils';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { shopTheme } from '../src/app/theme';
import { genCssVar as genCssVarStandIn } from '../src/shims/antdCssVar';
import { antdTokenFile } from './antdStyles';
import { tokenReads } from './antdTokenReads';

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

const antdCode = (file: string) => readFileSync(path.join(path.dirname(require.resolve('antd/package.json')), 'es', file), 'utf8');

test("the token the builds bake for antd is the one antd derives from the shop's theme, where antd's code reads it", () => {
  // The file the builds read (webpack.config.ts), generated again when the theme, antd or the generator changes.
  const baked = JSON.parse(readFileSync(antdTokenFile(cache), 'utf8'));
  const live = liveToken();
  for (const [key, value] of Object.entries(baked.token)) expect([key, value]).toEqual([key, live.token[key as keyof typeof live.token]]);
  expect(baked.token).toMatchObject({ fontSize: 15, borderRadius: 4, screenMD: 768, screenXSMax: 575, zIndexPopupBase: 1000 });
  // What antd's components read in the browser is kept: a modal's and a drawer's layer, a dropdown's arrow, the
  // breakpoints (checked by names built at run time), the motion switch.
  const read = ['_util/hooks/useZIndex.js', 'dropdown/dropdown.js', 'config-provider/MotionWrapper.js'].flatMap((file) =>
    tokenReads(antdCode(file)),
  );
  expect(read).toEqual(expect.arrayContaining(['zIndexPopupBase', 'sizePopupArrow', 'borderRadius', 'motion']));
  for (const key of [...read, ...Object.keys(live.token).filter((name) => name.startsWith('screen'))])
    expect(baked.token).toHaveProperty(key);
  // What only antd's style functions read (the build ran them) stays out.
  expect(baked.token).not.toHaveProperty('colorPrimaryHover');
  expect(baked.token).not.toHaveProperty('Button');
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

test('the keys a module reads from its token are found by dot, optional chaining and destructuring', () => {
  const source = `const { motion, zIndexPopupBase: base, colorFill = 'x' } = token;
    const arrow = token.sizePopupArrow + token?.controlHeight; const other = mytoken.nope; const t = token;`;
  expect(tokenReads(source).sort()).toEqual(['colorFill', 'controlHeight', 'motion', 'sizePopupArrow', 'zIndexPopupBase']);
});
