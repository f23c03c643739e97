import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { shopTheme } from '../app/theme';
import { TextsContext } from '../i18n/TextsContext';
import type { Texts } from '../i18n/texts';
import { sortedMarkup } from '../test/antdMarkup';
import { bengaliTexts, englishTexts } from '../test/texts';
import { PlainForm, PlainFormItem } from './PlainForm';
import PlainPassword from './PlainPassword';

/** antd's eye (a span with a role) and PlainPassword's (a button): compared on their own. */
const EYE = '.ant-input-password-icon';

function inShop(node: ReactNode, texts: Texts = englishTexts) {
  return render(
    <ConfigProvider theme={shopTheme}>
      <TextsContext.Provider value={texts}>{node}</TextsContext.Provider>
    </ConfigProvider>,
  ).container;
}

/** What is drawn around the eye and the eye's icon, once antd's Input has taken a hidden password out of `value`. */
async function drawn(container: HTMLElement) {
  await act(() => new Promise((resolve) => setTimeout(resolve)));
  const eye = container.querySelector(EYE)!;
  const icon = eye.querySelector('.anticon')!;
  const around = container.cloneNode(true) as HTMLElement;
  around.querySelector(EYE)!.remove();
  return { around: sortedMarkup(around), iconClass: icon.className, svg: sortedMarkup(icon.cloneNode(true) as HTMLElement) };
}

/** A password field as a page has it: labelled, its value in the page's state, its words in the page's language. */
function Password({ texts = englishTexts, disabled }: { texts?: Texts; disabled?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextsContext.Provider value={texts}>
      <label htmlFor="pw">Password</label>
      <PlainPassword id="pw" autoComplete="new-password" value={value} disabled={disabled} onChange={(e) => setValue(e.target.value)} />
    </TextsContext.Provider>
  );
}

const field = () => screen.getByLabelText('Password') as HTMLInputElement;

describe('PlainPassword', () => {
  const props = { id: 'pw', autoComplete: 'new-password', onChange: () => {} };

  it.each([
    ['hidden', { value: 'secret12' }],
    ['empty and disabled', { value: '', disabled: true }],
  ])("draws exactly as antd's Input.Password does, %s", async (_, state) => {
    const plain = await drawn(inShop(<PlainPassword {...props} {...state} />));
    const antd = await drawn(inShop(<Input.Password {...props} {...state} />));
    expect(plain).toEqual(antd);
    expect(plain.iconClass).toBe('anticon anticon-eye-invisible');
  });

  it("draws exactly as antd's Input.Password does, shown", async () => {
    const container = inShop(<PlainPassword {...props} value="secret12" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    const plain = await drawn(container);
    const antd = await drawn(inShop(<Input.Password {...props} value="secret12" visibilityToggle={{ visible: true }} />));
    expect(plain).toEqual(antd);
    expect(plain.iconClass).toBe('anticon anticon-eye');
  });

  it.each([undefined, 'Enter a password.'])("draws exactly as antd's does in a form item with the problem %p", async (error) => {
    const plain = await drawn(
      inShop(
        <PlainForm>
          <PlainFormItem label="Password" htmlFor="pw" error={error}>
            <PlainPassword id="pw" />
          </PlainFormItem>
        </PlainForm>,
      ),
    );
    const antd = await drawn(
      inShop(
        <Form layout="vertical">
          <Form.Item label="Password" htmlFor="pw" validateStatus={error ? 'error' : undefined} help={error}>
            <Input.Password id="pw" />
          </Form.Item>
        </Form>,
      ),
    );
    expect(plain).toEqual(antd);
    expect(plain.around.includes('ant-input-status-error')).toBe(!!error);
  });

  it('shows and hides the password by a tap on a named button, the focus, the value and the caret kept', async () => {
    render(<Password />);
    await userEvent.type(field(), 'secret12');
    field().setSelectionRange(3, 3);
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye).toHaveAttribute('type', 'button');
    expect(eye).toHaveAttribute('aria-controls', 'pw');

    await userEvent.click(eye);
    expect(field()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(eye);
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('secret12');
    expect([field().selectionStart, field().selectionEnd]).toEqual([3, 3]);
    await userEvent.keyboard('X');
    expect(field()).toHaveValue('secXret12');

    await userEvent.click(eye);
    expect(field()).toHaveAttribute('type', 'password');
    expect(eye).toHaveAccessibleName('Show password');
    expect(field()).toHaveValue('secXret12');
  });

  it('shows and hides by the keyboard: Tab to the eye, then Enter or Space', async () => {
    render(<Password />);
    await userEvent.type(field(), 'secret12');
    await userEvent.tab();
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(field()).toHaveAttribute('type', 'text');
    expect(eye).toHaveAccessibleName('Hide password');
    await userEvent.keyboard(' ');
    expect(field()).toHaveAttribute('type', 'password');
    expect(eye).toHaveAccessibleName('Show password');
    expect(field()).toHaveValue('secret12');
  });

  it('names its eye in Bengali on a Bengali page', async () => {
    render(<Password texts={bengaliTexts} />);
    await userEvent.click(screen.getByRole('button', { name: 'পাসওয়ার্ড দেখান' }));
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড লুকান' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'text');
  });

  it('neither shows nor takes the focus while disabled', async () => {
    render(<Password disabled />);
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye).toBeDisabled();
    await userEvent.click(eye);
    await userEvent.tab();
    expect(field()).toHaveAttribute('type', 'password');
    expect(eye).not.toHaveFocus();
  });

  it('keeps a hidden password out of the value attribute, where a style sheet could read it', async () => {
    render(<Password />);
    await userEvent.type(field(), 'secret12');
    expect(field()).not.toHaveAttribute('value');
    expect(document.querySelector('[value*="secret"]')).toBeNull();
  });
});
