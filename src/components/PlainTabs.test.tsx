import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Tabs } from 'antd';
import fc from 'fast-check';
import { useState, type ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import PlainTabs, { tabAfterKey } from './PlainTabs';

const ITEMS = [
  { key: 'password', label: 'By password', children: <input aria-label="Password" /> },
  { key: 'code', label: 'By code', children: <input aria-label="Code" /> },
  { key: 'link', label: 'By link', children: <p>A link</p> },
];

const inTheme = (node: ReactNode) => <ConfigProvider theme={shopTheme}>{node}</ConfigProvider>;
const classesOf = (element: Element) => [...element.classList].sort();

/** Tabs that follow their own choice, as a page holds them; `onChange` hears each. */
function Chosen({ onChange = () => {} }: { onChange?: (key: string) => void }) {
  const [tab, setTab] = useState('password');
  const change = (key: string) => {
    onChange(key);
    setTab(key);
  };
  return inTheme(<PlainTabs items={ITEMS} activeKey={tab} onChange={change} />);
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('PlainTabs', () => {
  it("carries the classes of antd's Tabs in the shop's theme, on the tabs, the active one and the pane", () => {
    const antd = render(inTheme(<Tabs activeKey="password" items={ITEMS} />)).container;
    const plain = render(inTheme(<PlainTabs activeKey="password" items={ITEMS} onChange={jest.fn()} />)).container;
    for (const selector of [
      ':scope > div',
      '.ant-tabs-nav',
      '.ant-tabs-tab',
      '.ant-tabs-tab-active',
      '.ant-tabs-tab-btn',
      '.ant-tabs-content-active',
    ]) {
      expect(classesOf(plain.querySelector(selector)!)).toEqual(expect.arrayContaining(classesOf(antd.querySelector(selector)!)));
    }
  });

  it('names its tabs and panes for screen readers, the chosen tab selected and its pane alone shown', () => {
    render(<Chosen />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((each) => each.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'By password' })).toContainElement(screen.getByLabelText('Password'));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('chooses a tab on a tap, and a tap on the chosen one changes nothing', async () => {
    const onChange = jest.fn();
    render(<Chosen onChange={onChange} />);
    await userEvent.click(tab('By password'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(tab('By code'));
    expect(onChange).toHaveBeenCalledWith('code');
    expect(tab('By code')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'By code' })).toContainElement(screen.getByLabelText('Code'));
  });

  it('moves between tabs with the arrow keys, Home and End, choosing each, the chosen tab alone in the Tab order', async () => {
    const onChange = jest.fn();
    render(<Chosen onChange={onChange} />);
    await userEvent.tab();
    expect(tab('By password')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('By code')).toHaveFocus();
    expect(tab('By code')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('By link')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('By password')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('By link')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('By password')).toHaveFocus();
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['code', 'link', 'password', 'link', 'password']);
    // From the chosen tab, Tab goes into its pane, not to the other tabs.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'By password' })).toHaveFocus();
  });

  it("keeps what was typed in a pane left, as antd's Tabs does", async () => {
    render(<Chosen />);
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(tab('By code'));
    expect(screen.getByLabelText('Password', { selector: 'input' })).not.toBeVisible();
    await userEvent.click(tab('By password'));
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });
});

describe('tabAfterKey', () => {
  it('moves to a tab that exists, and an arrow there and back returns; other keys do not move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1))),
        ([count, index]) => {
          for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) {
            const next = tabAfterKey(key, index, count)!;
            expect(next).toBeGreaterThanOrEqual(0);
            expect(next).toBeLessThan(count);
          }
          expect(tabAfterKey('ArrowLeft', tabAfterKey('ArrowRight', index, count)!, count)).toBe(index);
          expect(tabAfterKey('Enter', index, count)).toBeUndefined();
        },
      ),
    );
  });
});
