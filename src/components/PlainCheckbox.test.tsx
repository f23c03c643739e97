import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Form } from 'antd';
import { useState } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import { PlainForm, PlainFormItem } from './PlainForm';
import PlainCheckbox from './PlainCheckbox';

function Ticked({ onChange, disabled }: { onChange: (checked: boolean) => void; disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <PlainCheckbox
      checked={checked}
      disabled={disabled}
      onChange={(event) => {
        onChange(event.target.checked);
        setChecked(event.target.checked);
      }}
    >
      I agree to the <a href="/terms">terms</a>
    </PlainCheckbox>
  );
}

describe('PlainCheckbox', () => {
  it.each([
    ['unticked', { checked: false }],
    ['ticked', { checked: true }],
    ['ticked and disabled', { checked: true, disabled: true }],
    ['disabled', { checked: false, disabled: true }],
  ])("draws exactly as antd's Checkbox does, %s", (_, state) => {
    const props = { id: 'create', className: 'checkout-payment__terms', onChange: () => {}, ...state };
    expect(markupInAntdTheme(<PlainCheckbox {...props}>Create an account</PlainCheckbox>)).toBe(
      markupInAntdTheme(<Checkbox {...props}>Create an account</Checkbox>),
    );
  });

  it("draws exactly as antd's Checkbox does in a form item", () => {
    const plain = (
      <PlainForm>
        <PlainFormItem>
          <PlainCheckbox id="create" checked={false} onChange={() => {}}>
            Create an account
          </PlainCheckbox>
        </PlainFormItem>
      </PlainForm>
    );
    const antd = (
      <Form layout="vertical">
        <Form.Item>
          <Checkbox id="create" checked={false} onChange={() => {}}>
            Create an account
          </Checkbox>
        </Form.Item>
      </Form>
    );
    expect(markupInAntdTheme(plain)).toContain('ant-checkbox-wrapper-in-form-item');
    expect(markupInAntdTheme(plain)).toBe(markupInAntdTheme(antd));
  });

  it('is ticked and unticked by a tap on its label or by Space, and hands on the new state', async () => {
    const onChange = jest.fn();
    render(<Ticked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.click(screen.getByText(/I agree/));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('takes no tap while disabled', async () => {
    const onChange = jest.fn();
    render(<Ticked onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});
