// `tsx scripts/writeAntdToken.ts <file>`: writes, as JSON, what antd's useToken gives its components for the shop's
// theme: the design token (only the keys antd's component code reads: breakpoints, z-indexes, popup arrows) and the
// hash class. The browser reads it from the build (src/shims/antdUseToken.ts) instead of running the theme's
// algorithm. Run it with NODE_ENV=production (scripts/antdStyles.ts does): the hash class differs in development.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigProvider, theme } from 'antd';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { shopTheme } from '../src/app/theme';
import { tokenForComponentCode } from './antdTokenReads';

let live: ReturnType<typeof theme.useToken> | undefined;
const Probe = () => {
  live = theme.useToken();
  return null;
};
renderToString(createElement(ConfigProvider, { theme: shopTheme }, createElement(Probe)));
if (!live) throw new Error('antd rendered no token');
const antdCode = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
writeFileSync(process.argv[2], JSON.stringify({ token: tokenForComponentCode(live.token, antdCode), hashId: live.hashId }));
