// What antd's per-component style modules (antd/es/**/style) become in the shop's builds (scripts/antdStyleStubs.cjs):
// in zero-runtime mode their hooks only name the classes the build's style sheets are written for, so the code that
// would generate those styles in the browser is left out.
import baked from '@shop/antd-token.json';
import { zeroRuntimeTheme } from '../app/zeroRuntimeTheme';

const classes = [baked.hashId, zeroRuntimeTheme.cssVar.key] as const;

/** genStyleHooks' hook: the hash class the sheets' selectors are scoped by, and the class their CSS variables sit under. */
export const useComponentClasses = () => classes;

/** genComponentStyleHook's hook: the hash class alone. */
export const useHashClass = () => baked.hashId;

/** genSubStyleComponent's component: it only registered styles. */
export const NoStyle = () => null;
