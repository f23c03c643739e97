import { render } from '@testing-library/react';
import { Card, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import PlainCard from './PlainCard';

/** The markup, each element's classes in one order (the order of an element's classes draws nothing). */
const inTheme = (node: ReactNode) =>
  render(<ConfigProvider theme={shopTheme}>{node}</ConfigProvider>).container.innerHTML.replace(
    /class="([^"]*)"/g,
    (_, classes: string) => `class="${classes.split(' ').sort().join(' ')}"`,
  );

describe('PlainCard', () => {
  it("draws a card with a cover exactly as antd's Card does, in the shop's theme, with its attributes", () => {
    const cover = <img alt="Dhaka" src="/dhaka.jpg" />;
    expect(
      inTheme(
        <PlainCard className="outlet-card" data-testid="outlet-card" cover={cover}>
          <h2>Dhaka</h2>
        </PlainCard>,
      ),
    ).toBe(
      inTheme(
        <Card className="outlet-card" data-testid="outlet-card" cover={cover}>
          <h2>Dhaka</h2>
        </Card>,
      ),
    );
  });

  it("draws a card without a cover, hidden from screen readers, exactly as antd's Card does", () => {
    expect(inTheme(<PlainCard aria-hidden>body</PlainCard>)).toBe(inTheme(<Card aria-hidden>body</Card>));
  });
});
