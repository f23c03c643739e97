import { render } from '@testing-library/react';
import { Checkbox, ConfigProvider, Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import { PlainForm, PlainFormItem } from './PlainForm';

/** The markup, each element's classes in one order (the order of an element's classes draws nothing). */
const inTheme = (node: ReactNode) =>
  render(<ConfigProvider theme={shopTheme}>{node}</ConfigProvider>).container.innerHTML.replace(
    /class="([^"]*)"/g,
    (_, classes: string) => `class="${classes.split(' ').sort().join(' ')}"`,
  );

describe('PlainForm', () => {
  afterEach(() => jest.restoreAllMocks());

  it("draws a vertical form and its required fields exactly as antd's Form does, error or none", () => {
    const problem = <span role="alert">Enter your full name.</span>;
    expect(
      inTheme(
        <PlainForm className="checkout-form" aria-label="Details">
          <PlainFormItem label="Full name" htmlFor="name" required error={problem}>
            <Input id="name" />
          </PlainFormItem>
          <PlainFormItem label="Mobile" htmlFor="mobile" required>
            <Input id="mobile" />
          </PlainFormItem>
          <PlainFormItem label="Password" htmlFor="password" error="Too short">
            <Input.Password id="password" />
          </PlainFormItem>
        </PlainForm>,
      ),
    ).toBe(
      inTheme(
        <Form layout="vertical" className="checkout-form" aria-label="Details">
          <Form.Item label="Full name" htmlFor="name" required validateStatus="error" help={problem}>
            <Input id="name" />
          </Form.Item>
          <Form.Item label="Mobile" htmlFor="mobile" required>
            <Input id="mobile" />
          </Form.Item>
          <Form.Item label="Password" htmlFor="password" validateStatus="error" help="Too short">
            <Input.Password id="password" />
          </Form.Item>
        </Form>,
      ),
    );
  });

  it("draws a text area, a labelled radio group and an unlabelled checkbox exactly as antd's Form.Item does", () => {
    const options = [{ label: 'Dhaka', value: 'DHAKA' }];
    const fields = (Item: typeof PlainFormItem | typeof Form.Item) => (
      <>
        <Item label="Note" htmlFor="note">
          <Input.TextArea id="note" rows={2} />
        </Item>
        <Item label={<span id="district-label">District</span>}>
          <Radio.Group id="district" aria-labelledby="district-label" options={options} value="DHAKA" />
        </Item>
        <Item>
          <Checkbox id="create">Create an account</Checkbox>
        </Item>
      </>
    );
    expect(inTheme(<PlainForm>{fields(PlainFormItem)}</PlainForm>)).toBe(inTheme(<Form layout="vertical">{fields(Form.Item)}</Form>));
  });

  it("shows a problem in the item's bottom margin, as antd's Form.Item does, so nothing below it moves", () => {
    const computed = window.getComputedStyle;
    jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((element, pseudo) =>
        element.classList.contains('ant-form-item')
          ? ({ ...computed(element, pseudo), marginBottom: '24px' } as CSSStyleDeclaration)
          : computed(element, pseudo),
      );
    const plain = inTheme(
      <PlainForm>
        <PlainFormItem label="Mobile" htmlFor="mobile" error="Enter your mobile number.">
          <Input id="mobile" />
        </PlainFormItem>
      </PlainForm>,
    );
    expect(plain).toContain('margin-bottom: -24px');
    expect(plain).toBe(
      inTheme(
        <Form layout="vertical">
          <Form.Item label="Mobile" htmlFor="mobile" validateStatus="error" help="Enter your mobile number.">
            <Input id="mobile" />
          </Form.Item>
        </Form>,
      ),
    );
  });
});
