import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { PlainForm, PlainFormItem } from './PlainForm';
import { useState } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainInput from './PlainInput';

describe('PlainInput', () => {
  it.each([
    ['empty', { value: '' }],
    ['filled, described by its problem', { value: 'METAL10', 'aria-invalid': true, 'aria-describedby': 'promo-problem' }],
    ['disabled', { value: 'METAL10', disabled: true }],
    ['for a number', { value: '+880 1712', type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel' }],
    ['for a code, focused as it comes', { value: '', inputMode: 'numeric' as const, maxLength: 8, autoFocus: true }],
  ])("draws exactly as antd's Input does, %s", (_, state) => {
    const props = { id: 'promo', autoComplete: 'off', maxLength: 64, onChange: () => {}, ...state };
    expect(markupInAntdTheme(<PlainInput {...props} />)).toBe(markupInAntdTheme(<Input {...props} />));
  });

  it.each([undefined, 'Enter your mobile number.'])("draws exactly as antd's does in a form item with the problem %p", (error) => {
    const plain = (
      <PlainForm>
        <PlainFormItem label="Mobile" htmlFor="mobile" error={error}>
          <PlainInput id="mobile" value="017" onChange={() => {}} />
        </PlainFormItem>
      </PlainForm>
    );
    const antd = (
      <Form layout="vertical">
        <Form.Item label="Mobile" htmlFor="mobile" validateStatus={error ? 'error' : undefined} help={error}>
          <Input id="mobile" value="017" onChange={() => {}} />
        </Form.Item>
      </Form>
    );
    expect(markupInAntdTheme(plain)).toBe(markupInAntdTheme(antd));
    expect(markupInAntdTheme(plain).includes('ant-input-status-error')).toBe(!!error);
  });

  it('hands on what is typed', async () => {
    function Code() {
      const [value, setValue] = useState('');
      return <PlainInput aria-label="Promo code" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Code />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'metal ১০');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('metal ১০');
  });
});
