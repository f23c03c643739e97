// `tsx scripts/writeAntdStyles.ts <file>`: writes Ant Design's CSS for the shop's theme to <file>. Run it with
// NODE_ENV=production (scripts/antdStyles.ts does), or the class names are antd's development ones.
import { writeFileSync } from 'node:fs';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider, Form, Menu } from 'antd';
import { createElement, Fragment, type ReactElement } from 'react';
import { shopTheme } from '../src/app/theme';
import { ANTD_COMPONENTS } from './antdStyles';

/** Styles a component only makes when it renders a part the extractor's bare render leaves out. */
const withParts = (node: ReactElement) =>
  createElement(Fragment, null, node, createElement(Menu, { prefixCls: 'ant-dropdown-menu', items: [] }), createElement(Form.Item, null));

const css = extractStyle({
  includes: [...ANTD_COMPONENTS],
  customTheme: (node) => createElement(ConfigProvider, { theme: { ...shopTheme, zeroRuntime: false } }, withParts(node)),
});
writeFileSync(process.argv[2], css);
