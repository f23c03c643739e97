import { Button } from 'antd';
import PlainInput from '../../components/PlainInput';
import PlainPassword from '../../components/PlainPassword';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import PlainTabs from '../../components/PlainTabs';
import { CODE_LENGTH, CODE_LIFETIME_MS, isCodeShaped, typedCode } from '../../domain/account';
import { isValidMobile, normalizeMobile } from '../../domain/mobile';
import { useTexts } from '../../i18n/TextsContext';
import type { Text } from '../../i18n/texts';
import { accountActions } from '../../features/account/accountSlice';
import { selectSignIn } from '../../features/account/selectors';

/** The number as the shop keeps it, or the checkout's message for a wrong one. */
function checkedMobile(typed: string): { mobile: string; problem: Text | null } {
  const mobile = normalizeMobile(typed.trim());
  if (!mobile) return { mobile, problem: 'checkout.problem.mobileMissing' };
  return { mobile, problem: isValidMobile(mobile) ? null : 'checkout.problem.mobileInvalid' };
}

function Problem({ id, text }: { id: string; text: Text | null | undefined }) {
  const { t } = useTexts();
  return text ? (
    <p id={id} className="account-page__error" role="alert">
      {t(text)}
    </p>
  ) : null;
}

/** A password the server says was replaced after a code sign-in: the way in is a code, sent to the number typed. */
function CodeInstead({ mobile, onChosen }: { mobile: string; onChosen: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const send = () => {
    dispatch(accountActions.codeRequested({ mobile }));
    onChosen();
  };
  return (
    <Button type="primary" onClick={send} block>
      {t('account.signInByCodeInstead', { mobile })}
    </Button>
  );
}

function PasswordForm({ onCodeChosen }: { onCodeChosen: () => void }) {
  const dispatch = useAppDispatch();
  const signIn = useAppSelector(selectSignIn);
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Text | null>(null);
  // The number the last sign-in was sent for: the code goes to it, whatever is typed since.
  const [sentFor, setSentFor] = useState('');
  const { t } = useTexts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedMobile(mobile);
    const missing = checked.problem ?? (password ? null : 'checkout.problem.passwordMissing');
    setProblem(missing);
    if (missing) return;
    setSentFor(checked.mobile);
    dispatch(accountActions.passwordSignInRequested({ mobile: checked.mobile, password }));
  };
  const error = problem ?? (signIn.status === 'failed' ? signIn.error?.message : null);
  const replaced = !problem && error === 'account.signIn.passwordReplaced';
  return (
    <form className="account-page__form" onSubmit={submit} noValidate aria-describedby={error ? 'password-error' : undefined}>
      <label htmlFor="signin-mobile">{t('account.mobile')}</label>
      <PlainInput id="signin-mobile" inputMode="tel" autoComplete="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} />
      <label htmlFor="signin-password">{t('account.password')}</label>
      <PlainPassword id="signin-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Problem id="password-error" text={error} />
      <Button type={replaced ? 'default' : 'primary'} htmlType="submit" loading={signIn.status === 'loading'} block>
        {t('account.signIn')}
      </Button>
      {replaced && <CodeInstead mobile={sentFor} onChosen={onCodeChosen} />}
    </form>
  );
}

function CodeForm() {
  const dispatch = useAppDispatch();
  const signIn = useAppSelector(selectSignIn);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Text | null>(null);
  const { t } = useTexts();
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
    setProblem(shaped ? null : 'account.codeShape');
    if (sentTo && shaped) dispatch(accountActions.codeSignInRequested({ mobile: sentTo, code: typed }));
  };
  const error = problem ?? (signIn.status === 'failed' || signIn.codeStatus === 'failed' ? signIn.error?.message : null);
  if (!sentTo) {
    return (
      <form className="account-page__form" onSubmit={sendCode} noValidate>
        <label htmlFor="code-mobile">{t('account.mobile')}</label>
        <PlainInput id="code-mobile" inputMode="tel" autoComplete="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} />
        <Problem id="code-error" text={error} />
        <Button type="primary" htmlType="submit" loading={signIn.codeStatus === 'loading'} block>
          {t('account.sendCode')}
        </Button>
      </form>
    );
  }
  return (
    <form className="account-page__form" onSubmit={verify} noValidate>
      <p role="status">{t('account.codeSentTo', { mobile: sentTo, minutes: CODE_LIFETIME_MS / 60_000 })}</p>
      <label htmlFor="signin-code">{t('account.codeLabel')}</label>
      <PlainInput
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
        {t('account.signIn')}
      </Button>
      <div className="account-page__links">
        <Button type="link" onClick={() => dispatch(accountActions.codeRequested({ mobile: sentTo }))}>
          {t('account.sendAgain')}
        </Button>
        <Button type="link" onClick={() => dispatch(accountActions.codeFormLeft())}>
          {t('account.otherNumber')}
        </Button>
      </div>
    </form>
  );
}

/** Sign in by mobile and password, or by a code sent by SMS (which also makes an account for a new number). */
export default function SignInForm() {
  const { t } = useTexts();
  const [tab, setTab] = useState('password');
  return (
    <section className="account-page__sign-in" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{t('account.signInTitle')}</h2>
      <p>{t('account.signInIntro')}</p>
      <PlainTabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'password', label: t('account.byPassword'), children: <PasswordForm onCodeChosen={() => setTab('code')} /> },
          { key: 'code', label: t('account.byCode'), children: <CodeForm /> },
        ]}
      />
    </section>
  );
}
