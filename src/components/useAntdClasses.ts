import { ConfigProvider } from 'antd';
// antd's own hook (the build hands in the baked token for it, webpack.config.ts): `theme.useToken` would bring the
// theme's algorithms along.
import useToken from 'antd/es/theme/useToken';
import { useContext, type ReactNode } from 'react';

/**
 * The class names antd gives one of its components (`table`, `result`) in the theme around it: its prefix, and the
 * classes its root carries, the theme's CSS-variable scope and style hash, by which the build's antd style sheet draws
 * it. For parts of the shop drawn in antd's look without antd's component and the script it brings along.
 * `hash` alone is for an inner part that antd marks with the style hash only (Checkbox's box).
 * `ownVariables`: the component scopes its CSS variables under a class of its own, as Table does (Result does not).
 */
export function useAntdClasses(
  component: string,
  { ownVariables }: { ownVariables: boolean },
): { prefix: string; scope: string; hash: string } {
  const { getPrefixCls, theme: themeConfig } = useContext(ConfigProvider.ConfigContext);
  const [, , hashId] = useToken();
  const prefix = getPrefixCls(component);
  const scope = [themeConfig?.cssVar?.key, ownVariables && `${prefix}-css-var`, hashId].filter(Boolean).join(' ');
  return { prefix, scope, hash: hashId };
}

/** Whether antd draws a part it is given (a title, a description): rc-util's isReactRenderable. */
export const isShown = (node: ReactNode) => node != null && node !== false && node !== '';
