import type { ThemeConfig } from 'antd';

/**
 * All the browser's antd is told of the shop's theme (app/AntdTheme.tsx): its styles are a build-time style sheet
 * (scripts/antdStyles.ts) whose CSS variables sit under this fixed class. The design itself (app/theme.ts) is read at
 * build time only: its token is baked into the build (src/shims/antdUseToken.ts).
 */
export const zeroRuntimeTheme = { zeroRuntime: true, cssVar: { key: 'shop' } } as const satisfies ThemeConfig;
