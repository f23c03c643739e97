import { Button } from 'antd';
import PlainPassword from '../../components/PlainPassword';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MIN_PASSWORD_LENGTH } from '../../domain/checkoutValidation';
import { useTexts } from '../../i18n/TextsContext';
import type { Text } from '../../i18n/texts';
import { accountActions } from '../../features/account/accountSlice';
import { selectCustomer, selectNewPassword } from '../../features/account/selectors';

/** The checkout's password rules, in its words (spec §5, rules 6 to 8). */
function passwordProblem(password: string, confirmation: string): Text | null {
  if (!password) return 'checkout.problem.passwordMissing';
  if (password.length < MIN_PASSWORD_LENGTH) return 'checkout.problem.passwordTooShort';
  return password === confirmation ? null : 'checkout.problem.passwordMismatch';
}

/** For a shopper signed in by a code: a password, to sign in next time without an SMS. */
export default function SetPasswordForm() {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectNewPassword);
  // Why a password is asked for: none yet, or cleared by a code sign-in (an API host that does not say: no reason).
  const why = useAppSelector(selectCustomer)?.password;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<Text | null>(null);
  const { t } = useTexts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(password, confirmation);
    setProblem(found);
    if (!found) dispatch(accountActions.passwordSetRequested({ password }));
  };
  const error = problem ?? (saving.status === 'failed' ? saving.error?.message : null);
  return (
    <section className="account-page__password" aria-labelledby="set-password-heading">
      <h2 id="set-password-heading">{t('account.setPasswordTitle')}</h2>
      {why && <p data-testid="set-password-why">{t(`account.setPasswordWhy.${why}`)}</p>}
      <p>{t('account.setPasswordIntro')}</p>
      <form className="account-page__form" onSubmit={submit} noValidate>
        <label htmlFor="new-password">{t('account.newPassword')}</label>
        <PlainPassword id="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <label htmlFor="confirm-new-password">{t('account.confirmNewPassword')}</label>
        <PlainPassword
          id="confirm-new-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {error && (
          <p className="account-page__error" role="alert">
            {t(error)}
          </p>
        )}
        {saving.status === 'loaded' && !problem && <p role="status">{t('account.passwordSaved')}</p>}
        <Button htmlType="submit" loading={saving.status === 'loading'}>
          {t('account.savePassword')}
        </Button>
      </form>
    </section>
  );
}
