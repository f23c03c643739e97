import { Card } from 'antd';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainCard from './PlainCard';

describe('PlainCard', () => {
  it("draws a card with a cover exactly as antd's Card does, in the shop's theme, with its attributes", () => {
    const cover = <img alt="Dhaka" src="/dhaka.jpg" />;
    expect(
      markupInAntdTheme(
        <PlainCard className="outlet-card" data-testid="outlet-card" cover={cover}>
          <h2>Dhaka</h2>
        </PlainCard>,
      ),
    ).toBe(
      markupInAntdTheme(
        <Card className="outlet-card" data-testid="outlet-card" cover={cover}>
          <h2>Dhaka</h2>
        </Card>,
      ),
    );
  });

  it("draws a card without a cover, hidden from screen readers, exactly as antd's Card does", () => {
    expect(markupInAntdTheme(<PlainCard aria-hidden>body</PlainCard>)).toBe(markupInAntdTheme(<Card aria-hidden>body</Card>));
  });
});
