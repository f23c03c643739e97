import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputNumber, Space } from 'antd';
import { useState } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import { useAntdClasses } from './useAntdClasses';
import PlainInputNumber from './PlainInputNumber';

const LIMITS = { min: 0, max: 5000, step: 50 };

/** Space.Compact's row, drawn by hand as the filter panel draws it. */
function CompactRow({ children }: { children: React.ReactNode }) {
  const { prefix, hash } = useAntdClasses('space', { ownVariables: false });
  return <div className={`${prefix}-compact ${prefix}-compact-block ${hash}`}>{children}</div>;
}

/** A box as the filter panel holds it: it follows `onChange`; `events` hears both callbacks. */
function Priced({ events, start = 100 }: { events: (number | string | null)[]; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <PlainInputNumber
      {...LIMITS}
      aria-label="Minimum price"
      prefix="Min"
      value={value}
      onChange={(next) => {
        events.push(next);
        setValue(next ?? LIMITS.min);
      }}
      onPressEnter={(settled) => events.push(`enter ${settled}`)}
    />
  );
}

const box = () => screen.getByRole('spinbutton', { name: 'Minimum price' });

describe('PlainInputNumber', () => {
  it("draws exactly as antd's InputNumber without controls does, with a prefix, in a Space.Compact row", () => {
    const common = { ...LIMITS, inputMode: 'numeric' as const };
    const plain = (
      <CompactRow>
        <PlainInputNumber {...common} compact="first" aria-label="Minimum price" prefix="Min" value={100} onChange={() => {}} />
        <PlainInputNumber {...common} compact="last" aria-label="Maximum price" prefix="Max" value={5000} onChange={() => {}} />
      </CompactRow>
    );
    const antd = (
      <Space.Compact block>
        <InputNumber {...common} controls={false} aria-label="Minimum price" prefix="Min" value={100} />
        <InputNumber {...common} controls={false} aria-label="Maximum price" prefix="Max" value={5000} />
      </Space.Compact>
    );
    expect(markupInAntdTheme(plain)).toBe(markupInAntdTheme(antd));
  });

  it('hands on each number typed within range, and nothing for one out of it or for text', async () => {
    const events: (number | string | null)[] = [];
    render(<Priced events={events} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '60x');
    expect(box()).toHaveValue('60x');
    await userEvent.type(box(), '{Backspace}0000');
    expect(events).toEqual([null, 6, 60, 600]);
  });

  it('settles on Enter into [min, max], whole, and tells Enter the settled number', async () => {
    const events: (number | string | null)[] = [];
    render(<Priced events={events} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '7000{Enter}');
    expect(box()).toHaveValue('5000');
    expect(events.slice(-2)).toEqual([5000, 'enter 5000']);
    await userEvent.clear(box());
    await userEvent.type(box(), '12.6{Enter}');
    expect(box()).toHaveValue('13');
    expect(events.slice(-2)).toEqual([13, 'enter 13']);
  });

  it('settles on blur, and puts back the last number for text that is none', async () => {
    const events: (number | string | null)[] = [];
    render(<Priced events={events} start={250} />);
    await userEvent.type(box(), 'abc');
    await userEvent.tab();
    expect(box()).toHaveValue('250');
    expect(events).toEqual([]);
    await userEvent.clear(box());
    await userEvent.type(box(), '9999');
    expect(events).toEqual([null, 9, 99, 999]);
    await userEvent.tab();
    expect(box()).toHaveValue('5000');
    expect(events.at(-1)).toBe(5000);
  });

  it('steps by its step with the arrow keys, within [min, max]', async () => {
    const events: (number | string | null)[] = [];
    render(<Priced events={events} start={4980} />);
    await userEvent.click(box());
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveValue('4930');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box()).toHaveValue('5000');
    expect(events).toEqual([4930, 4980, 5000]);
  });
});
