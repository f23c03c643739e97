import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Radio } from 'antd';
import { useState, type ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import PlainRadioGroup from './PlainRadioGroup';

const OPTIONS = [
  { value: 10, label: '10% or more' },
  { value: 30, label: '30% or more' },
  { value: 50, label: '50% or more' },
];

/** The markup, each element's classes in one order, without the radios' generated name and their values. */
const inTheme = (node: ReactNode) =>
  render(<ConfigProvider theme={shopTheme}>{node}</ConfigProvider>)
    .container.innerHTML.replace(/ (name|value)="[^"]*"/g, '')
    .replace(/class="([^"]*)"/g, (_, classes: string) => `class="${classes.split(' ').sort().join(' ')}"`);

function Chosen({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  const change = (next: number | null) => {
    onChange(next);
    setValue(next);
  };
  return <PlainRadioGroup value={value} options={OPTIONS} onChange={change} />;
}

describe('PlainRadioGroup', () => {
  it.each([null, 10, 50])("draws exactly as antd's Radio.Group does, in the shop's theme, with %p chosen", (value) => {
    const antd = (
      <Radio.Group value={value} onChange={() => {}} className="filter-radios">
        {OPTIONS.map((option) => (
          <Radio key={String(option.value)} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </Radio.Group>
    );
    const plain = <PlainRadioGroup value={value} options={OPTIONS} onChange={() => {}} className="filter-radios" />;
    expect(inTheme(plain)).toBe(inTheme(antd));
  });

  it('is a radio group of one name: a tap or an arrow key chooses, and the choice is handed on', async () => {
    const onChange = jest.fn();
    render(<Chosen onChange={onChange} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '30% or more' }));
    expect(screen.getByRole('radio', { name: '30% or more' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '50% or more' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '30% or more' })).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[30], [50]]);
    expect(new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).size).toBe(1);
  });
});
