// `tsx scripts/writeAntdStyles.ts <sheet> <file>`: writes Ant Design's CSS for the shop's theme, for the components
// of one style sheet (scripts/antdStyles.ts), to <file>. Run it with
// NODE_ENV=production (scripts/antdStyles.ts does), or the class names are antd's development ones.
import { writeFileSync } from 'node:fs';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider, Form, Menu } from 'antd';
import { createElement, Fragment, type ReactElement } from 'react';
import { shopTheme } from '../src/app/theme';
import { ANTD_COMPONENTS, withoutFirstPaint, withoutUndrawn, type AntdStyleSheet } from './antdStyles';

/** Styles Dropdown and Form only make for parts the extractor's bare render leaves out: the menu, the item. */
const withParts = (node: ReactElement, components: readonly string[]) =>
  createElement(
    Fragment,
    null,
    node,
    components.includes('Dropdown') && createElement(Menu, { prefixCls: 'ant-dropdown-menu', items: [] }),
    components.includes('Form') && createElement(Form.Item, null),
  );

const stylesOf = (sheet: AntdStyleSheet) => {
  const components = ANTD_COMPONENTS[sheet];
  const css = extractStyle({
    includes: [...components],
    customTheme: (node) => createElement(ConfigProvider, { theme: { ...shopTheme, zeroRuntime: false } }, withParts(node, components)),
  });
  return withoutUndrawn(css);
};

if (require.main === module) {
  const [sheet, file] = process.argv.slice(2) as [AntdStyleSheet, string];
  const css = stylesOf(sheet);
  writeFileSync(file, sheet === 'first-paint' ? css : withoutFirstPaint(css, stylesOf('first-paint')));
}
