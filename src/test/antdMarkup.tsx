import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { shopTheme } from '../app/theme';

/**
 * The markup a part draws in the shop's theme, each element's classes in one order (the order draws nothing): for the
 * shop's light stand-ins (src/components/Plain*.tsx) compared with antd's own components.
 */
export const markupInAntdTheme = (node: ReactNode) =>
  render(<ConfigProvider theme={shopTheme}>{node}</ConfigProvider>).container.innerHTML.replace(
    /class="([^"]*)"/g,
    (_, classes: string) => `class="${classes.split(' ').sort().join(' ')}"`,
  );
