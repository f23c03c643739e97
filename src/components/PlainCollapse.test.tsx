import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Collapse } from 'antd';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainCollapse from './PlainCollapse';

const ITEMS = [
  { key: 'size', label: 'Size', children: <input aria-label="Size note" /> },
  { key: 'price', label: 'Price', children: <p>From Tk 0</p> },
];

const header = (name: string) => screen.getByRole('button', { name });

describe('PlainCollapse', () => {
  it("draws exactly as antd's ghost Collapse with every panel open", () => {
    expect(markupInAntdTheme(<PlainCollapse className="filter-panel" items={ITEMS} />)).toBe(
      markupInAntdTheme(<Collapse className="filter-panel" defaultActiveKey={ITEMS.map((item) => item.key)} items={ITEMS} ghost />),
    );
  });

  it('folds and unfolds a panel on a tap on its header, the others left open, what it holds kept', async () => {
    render(<PlainCollapse items={ITEMS} />);
    await userEvent.type(screen.getByLabelText('Size note'), 'M');
    await userEvent.click(header('Size'));
    expect(header('Size')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Size note').closest('.ant-collapse-panel')).toHaveClass('ant-collapse-panel-hidden');
    expect(header('Price')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header('Size'));
    expect(header('Size')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Size note')).toHaveValue('M');
    expect(screen.getByLabelText('Size note').closest('.ant-collapse-panel')).not.toHaveClass('ant-collapse-panel-hidden');
  });

  it('folds and unfolds from the keyboard: Tab to a header, Enter or Space', async () => {
    render(<PlainCollapse items={ITEMS} />);
    await userEvent.tab();
    expect(header('Size')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(header('Size')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(header('Size')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('a');
    expect(header('Size')).toHaveAttribute('aria-expanded', 'true');
  });
});
