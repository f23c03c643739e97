import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import PlainInput from '../../../components/PlainInput';
import { formatShopDateTime } from '../../../domain/shopTime';
import type { VoucherCheck } from '../../../domain/voucher';
import { useTexts } from '../../../i18n/TextsContext';
import type { Texts } from '../../../i18n/texts';
import { promoActions } from '../promoSlice';
import { selectPromo, selectPromoAnswer, selectPromoCode } from '../selectors';
import './PromoCode.css';

/** Why a code does not apply, in the shop's words: the amount still to add, the day it starts. */
export function refusalText(
  { t, language }: Pick<Texts, 't' | 'language'>,
  { code, refused }: Extract<VoucherCheck, { refused: unknown }>,
) {
  const startsAt = refused.startsAt ? Date.parse(refused.startsAt) : Number.NaN;
  const date = Number.isFinite(startsAt) ? formatShopDateTime(startsAt, language) : '';
  return t(`cart.promo.refused.${refused.reason}`, { code, amount: refused.missing ?? 0, date });
}

/** The cart's code: what it takes off now, or why not, or that it is being checked; and Remove. */
function AppliedCode({ code, onRemove }: { code: string; onRemove: () => void }) {
  const texts = useTexts();
  const { t } = texts;
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectPromo);
  const answer = useAppSelector(selectPromoAnswer);
  const said = answer
    ? 'discount' in answer
      ? t('cart.promo.applied', { code, amount: answer.discount.total })
      : refusalText(texts, answer)
    : error
      ? t(error.message)
      : t('cart.promo.checking');
  const refused = !!answer && 'refused' in answer;
  return (
    <div className="promo-code" aria-busy={!answer && !error}>
      <span className="promo-code__label">{t('cart.promo.label')}</span>
      <div className="promo-code__row">
        <p role="status" className={`promo-code__said${refused || error ? ' promo-code__said--problem' : ''}`}>
          {said}
        </p>
        {error && <Button onClick={() => dispatch(promoActions.recheckRequested())}>{t('cart.promo.retry')}</Button>}
        <Button
          aria-label={t('cart.promo.removeCode', { code })}
          onClick={() => {
            onRemove();
            dispatch(promoActions.removed());
          }}
        >
          {t('cart.promo.remove')}
        </Button>
      </div>
    </div>
  );
}

/** "Promo code" and Apply: the typed code is checked against the cart, and says why when it does not apply. */
function CodeField({ focused }: { focused: boolean }) {
  const texts = useTexts();
  const { t } = texts;
  const dispatch = useAppDispatch();
  const { checking, tried, error } = useAppSelector(selectPromo);
  const [typed, setTyped] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Remove takes its button away: the keyboard goes on from the field that comes back.
  useEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);
  const problem = tried ? refusalText(texts, tried) : error ? t(error.message) : null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) dispatch(promoActions.applyRequested({ typed }));
  };
  return (
    <form className="promo-code" onSubmit={apply} noValidate>
      <label className="promo-code__label" htmlFor={`${id}-code`}>
        {t('cart.promo.label')}
      </label>
      <div className="promo-code__row">
        <PlainInput
          ref={input}
          id={`${id}-code`}
          className="promo-code__input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('cart.promo.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button htmlType="submit" loading={checking}>
          {t('cart.promo.apply')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="promo-code__said promo-code__said--problem">
          {problem}
        </p>
      )}
    </form>
  );
}

/** Promo code, in the cart and in the checkout's summary: one field for a code, or the code the cart holds. */
export default function PromoCode() {
  const code = useAppSelector(selectPromoCode);
  const [removedHere, setRemovedHere] = useState(false);
  return code ? <AppliedCode code={code} onRemove={() => setRemovedHere(true)} /> : <CodeField focused={removedHere} />;
}
