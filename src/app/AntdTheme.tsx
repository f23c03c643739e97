import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { shopTheme } from './theme';
// The styles of the components a page may show before any script runs; they travel with the pages that use antd.
import '@shop/antd.css';

/**
 * antd in the shop's theme, zero-runtime: its styles come from the build's style sheets, none is generated in the
 * browser. It wraps each part of the shop that shows antd (a page, the cart panel, the menus, the toasts) inside
 * that part's own chunk, so a page without antd (the home page) never loads antd at all. An antd component outside
 * it would be drawn in antd's default light theme, with styles generated at run time.
 */
export default function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={shopTheme}>{children}</ConfigProvider>;
}

/** A component that shows antd, in the shop's theme: `export default withAntdTheme(ShopPage)`. */
export function withAntdTheme<Props extends object>(Inner: ComponentType<Props>): ComponentType<Props> {
  const Themed = (props: Props) => (
    <AntdTheme>
      <Inner {...props} />
    </AntdTheme>
  );
  Themed.displayName = `withAntdTheme(${Inner.displayName ?? Inner.name})`;
  return Themed;
}
