import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import { PlainForm, PlainFormItem } from './PlainForm';
import PlainTextArea from './PlainTextArea';

describe('PlainTextArea', () => {
  it.each([
    ['empty', {}],
    ['filled, described by its problem', { value: 'House 12', 'aria-invalid': true, 'aria-describedby': 'address-help' }],
    ['disabled', { value: 'House 12', disabled: true }],
  ])("draws exactly as antd's Input.TextArea does, %s", (_, state) => {
    const props = { id: 'address', autoComplete: 'street-address', rows: 2, onChange: () => {}, ...state };
    expect(markupInAntdTheme(<PlainTextArea {...props} />)).toBe(markupInAntdTheme(<Input.TextArea {...props} />));
  });

  it.each([undefined, 'Enter your address.'])("draws exactly as antd's does in a form item with the problem %p", (error) => {
    const plain = (
      <PlainForm>
        <PlainFormItem label="Address" htmlFor="address" error={error}>
          <PlainTextArea id="address" rows={2} />
        </PlainFormItem>
      </PlainForm>
    );
    const antd = (
      <Form layout="vertical">
        <Form.Item label="Address" htmlFor="address" validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea id="address" rows={2} />
        </Form.Item>
      </Form>
    );
    expect(markupInAntdTheme(plain)).toBe(markupInAntdTheme(antd));
    expect(markupInAntdTheme(plain).includes('ant-input-status-error')).toBe(!!error);
  });

  it('hands on what is typed, line breaks included', async () => {
    const typed: string[] = [];
    function Address() {
      const [value, setValue] = useState('');
      return (
        <PlainTextArea
          aria-label="Address"
          value={value}
          onChange={(event) => {
            typed.push(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Address />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Road 5{Enter}Dhaka');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Road 5\nDhaka');
    expect(typed.at(-1)).toBe('Road 5\nDhaka');
  });
});
