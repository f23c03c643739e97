import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { shopTheme } from '../app/theme';

/** The markup inside `container`, each element's attributes and classes in one order (the order draws nothing). */
export function sortedMarkup(container: Element) {
  for (const element of container.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map(({ name, value }) => [name, name === 'class' ? value.split(' ').sort().join(' ') : value])
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return container.innerHTML;
}

/**
 * The markup a part draws in the shop's theme, in one order: for the shop's light stand-ins
 * (src/components/Plain*.tsx) compared with antd's own components.
 */
export function markupInAntdTheme(node: ReactNode) {
  const { container } = render(<ConfigProvider theme={shopTheme}>{node}</ConfigProvider>);
  return sortedMarkup(container);
}
