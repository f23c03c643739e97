import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form, Radio } from 'antd';
import { useState, type ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import { PlainForm, PlainFormItem } from './PlainForm';
import PlainRadioGroup, { type PlainRadioOption } from './PlainRadioGroup';

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

function Chosen({
  onChange,
  options = OPTIONS,
  disabled,
}: {
  onChange: (value: number | null) => void;
  options?: readonly PlainRadioOption<number>[];
  disabled?: boolean;
}) {
  const [value, setValue] = useState<number | null>(null);
  const change = (next: number | null) => {
    onChange(next);
    setValue(next);
  };
  return <PlainRadioGroup value={value} options={options} onChange={change} disabled={disabled} />;
}

/** The checkout's delivery area: a form item's label names the group. */
const AREAS = [
  { value: 'INSIDE_DHAKA', label: 'Inside Dhaka' },
  { value: 'OUTSIDE_DHAKA', label: 'Outside Dhaka', disabled: true },
];

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

  it.each([
    ['vertical, one option disabled', { vertical: true }],
    ['all disabled, with an id', { disabled: true, id: 'area' }],
  ])("draws exactly as antd's Radio.Group does when %s", (_, props) => {
    const antd = (
      <Radio.Group
        aria-labelledby="area-label"
        options={AREAS}
        value="INSIDE_DHAKA"
        onChange={() => {}}
        className="checkout-payment__options"
        {...props}
      />
    );
    const plain = (
      <PlainRadioGroup
        aria-labelledby="area-label"
        options={AREAS}
        value="INSIDE_DHAKA"
        onChange={() => {}}
        className="checkout-payment__options"
        {...props}
      />
    );
    expect(inTheme(plain)).toBe(inTheme(antd));
  });

  it("draws exactly as antd's Radio.Group does in a form item, named by the item's label", () => {
    const field = (Item: typeof PlainFormItem | typeof Form.Item, group: ReactNode) => (
      <Item label={<span id="area-label">Delivery area</span>}>{group}</Item>
    );
    const group = { id: 'area', 'aria-labelledby': 'area-label', options: AREAS, value: 'OUTSIDE_DHAKA', onChange: () => {} };
    const plain = <PlainForm>{field(PlainFormItem, <PlainRadioGroup {...group} />)}</PlainForm>;
    // The radios take their in-form spacing inside it.
    expect(inTheme(plain)).toContain('ant-radio-wrapper-in-form-item');
    expect(inTheme(plain)).toBe(inTheme(<Form layout="vertical">{field(Form.Item, <Radio.Group {...group} />)}</Form>));
    expect(within(render(plain).container).getByRole('radiogroup', { name: 'Delivery area' })).toHaveAttribute('id', 'area');
  });

  it('passes over a disabled option, by tap or by arrow key', async () => {
    const onChange = jest.fn();
    const options = OPTIONS.map((option) => ({ ...option, disabled: option.value === 30 }));
    render(<Chosen onChange={onChange} options={options} />);
    await userEvent.click(screen.getByRole('radio', { name: '30% or more' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '10% or more' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '50% or more' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([[10], [50]]);
  });

  it('takes no choice while the whole group is disabled', async () => {
    const onChange = jest.fn();
    render(<Chosen onChange={onChange} disabled />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeDisabled();
      await userEvent.click(radio);
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});
