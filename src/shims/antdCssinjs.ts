// Stands in for @ant-design/cssinjs (webpack.config.ts), antd's style runtime: with its style modules left out
// (src/shims/antdStyleHooks.ts) and its token baked (src/shims/antdUseToken.ts), antd's other code still imports
// these few names from it.
import { createContext } from 'react';

/** ConfigProvider reads the style context's cascade layer; the shop's sheets use none. */
export const StyleContext = createContext<{ layer?: boolean }>({});

/** ConfigProvider wraps a theme's algorithm; nothing reads the result, as the token is baked. */
export const createTheme = (derivatives: unknown) => ({ derivatives });

/** A length in CSS, as cssinjs writes it (notifications place themselves with it). */
export const unit = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);
