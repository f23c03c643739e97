import { Button, Form, Input, Tabs } from 'antd';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CODE_LENGTH, isCodeShaped, typedCode } from '../../domain/account';
import { ACCOUNT_PAGE } from '../../domain/accountPageTexts';
import { isValidMobile, normalizeMobile } from '../../domain/mobile';
import { CHECKOUT_MESSAGES } from '../../domain/texts';
import { accountActions } from '../../features/account/accountSlice';
import { selectSignIn } from '../../features/account/selectors';

/** The number as the shop keeps it, or the checkout's message for a wrong one. */
function checkedMobile(typed: string): { mobile: string; problem: string | null } {
  const mobile = normalizeMobile(typed.trim());
  if (!mobile) return { mobile, problem: CHECKOUT_MESSAGES.mobileMissing };
  return { mobile, problem: isValidMobile(mobile) ? null : CHECKOUT_MESSAGES.mobileInvalid };
}

function Problem({ id, text }: { id: string; text: string | null | undefined }) {
  return text ? (
    <p id={id} className="account-page__error" role="alert">
      {text}
    </p>
  ) : null;
}

function PasswordForm() {
  const dispatch = useAppDispatch();
  const signIn = useAppSelector(selectSignIn);
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedMobile(mobile);
    const missing = checked.problem ?? (password ? null : CHECKOUT_MESSAGES.passwordMissing);
    setProblem(missing);
    if (!missing) dispatch(accountActions.passwordSignInRequested({ mobile: checked.mobile, password }));
  };
  const error = problem ?? (signIn.status === 'failed' ? signIn.error?.message : null);
  return (
    <Form component={false}>
      <form className="account-page__form" onSubmit={submit} noValidate aria-describedby={error ? 'password-error' : undefined}>
        <label htmlFor="signin-mobile">{ACCOUNT_PAGE.mobile}</label>
        <Input id="signin-mobile" inputMode="tel" autoComplete="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} />
        <label htmlFor="signin-password">{ACCOUNT_PAGE.password}</label>
        <Input.Password
          id="signin-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Problem id="password-error" text={error} />
        <Button type="primary" htmlType="submit" loading={signIn.status === 'loading'} block>
          {ACCOUNT_PAGE.signIn}
        </Button>
      </form>
    </Form>
  );
}

function CodeForm() {
  const dispatch = useAppDispatch();
  const signIn = useAppSelector(selectSignIn);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sentTo = signIn.codeSentTo;
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedMobile(mobile);
    setProblem(checked.problem);
    if (!checked.problem) dispatch(accountActions.codeRequested({ mobile: checked.mobile }));
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    const typed = typedCode(code);
    const shaped = isCodeShaped(typed);
    setProblem(shaped ? null : ACCOUNT_PAGE.codeShape);
    if (sentTo && shaped) dispatch(accountActions.codeSignInRequested({ mobile: sentTo, code: typed }));
  };
  const error = problem ?? (signIn.status === 'failed' || signIn.codeStatus === 'failed' ? signIn.error?.message : null);
  if (!sentTo) {
    return (
      <form className="account-page__form" onSubmit={sendCode} noValidate>
        <label htmlFor="code-mobile">{ACCOUNT_PAGE.mobile}</label>
        <Input id="code-mobile" inputMode="tel" autoComplete="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} />
        <Problem id="code-error" text={error} />
        <Button type="primary" htmlType="submit" loading={signIn.codeStatus === 'loading'} block>
          {ACCOUNT_PAGE.sendCode}
        </Button>
      </form>
    );
  }
  return (
    <form className="account-page__form" onSubmit={verify} noValidate>
      <p role="status">{ACCOUNT_PAGE.codeSentTo(sentTo)}</p>
      <label htmlFor="signin-code">{ACCOUNT_PAGE.codeLabel}</label>
      <Input
        id="signin-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH + 2}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoFocus
      />
      <Problem id="verify-error" text={error} />
      <Button type="primary" htmlType="submit" loading={signIn.status === 'loading'} block>
        {ACCOUNT_PAGE.signIn}
      </Button>
      <div className="account-page__links">
        <Button type="link" onClick={() => dispatch(accountActions.codeRequested({ mobile: sentTo }))}>
          {ACCOUNT_PAGE.sendAgain}
        </Button>
        <Button type="link" onClick={() => dispatch(accountActions.codeFormLeft())}>
          {ACCOUNT_PAGE.otherNumber}
        </Button>
      </div>
    </form>
  );
}

/** Sign in by mobile and password, or by a code sent by SMS (which also makes an account for a new number). */
export default function SignInForm() {
  return (
    <section className="account-page__sign-in" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{ACCOUNT_PAGE.signInTitle}</h2>
      <p>{ACCOUNT_PAGE.signInIntro}</p>
      <Tabs
        items={[
          { key: 'password', label: ACCOUNT_PAGE.byPassword, children: <PasswordForm /> },
          { key: 'code', label: ACCOUNT_PAGE.byCode, children: <CodeForm /> },
        ]}
      />
    </section>
  );
}
