// Stands in for antd's theme/useToken (webpack.config.ts): antd derives the design token from the theme's algorithm
// on every page (the dark algorithm, with its colour packages). The shop has one fixed theme, so the build derives it
// once (scripts/writeAntdToken.ts) and antd's components read it from here: breakpoints, z-indexes, a few sizes and
// colours. With the styles built ahead (zero-runtime), nothing reads the theme object or the token as CSS variables.
import baked from '@shop/antd-token.json';
import { zeroRuntimeTheme } from '../app/zeroRuntimeTheme';

/** antd's tuple: theme, token, hash class, token as CSS variables, CSS-variable naming, zero-runtime. */
const tuple = [undefined, baked.token, baked.hashId, undefined, { prefix: 'ant', key: zeroRuntimeTheme.cssVar.key }, true] as const;

export default function useToken() {
  return tuple;
}
