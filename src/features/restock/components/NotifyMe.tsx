import { Button } from 'antd';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import PlainInput from '../../../components/PlainInput';
import { isValidMobile, normalizeMobile } from '../../../domain/mobile';
import { useTexts } from '../../../i18n/TextsContext';
import { selectCustomer } from '../../account/selectors';
import { restockActions, type RestockState } from '../restockSlice';
import './NotifyMe.css';

const selectRestock = (state: { restock: RestockState }) => state.restock;

/** On a sold-out size: a mobile number (the account's when signed in) for a text message when it is back. */
export default function NotifyMe({ itemId, skuCode, size }: { itemId: string; skuCode: string; size?: string }) {
  const dispatch = useAppDispatch();
  const { t } = useTexts();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { asked, sending, failed } = useAppSelector(selectRestock);
  const accountMobile = useAppSelector(selectCustomer)?.mobile ?? '';
  // Until the shopper types, the field holds the account's number (known once the session is checked).
  const [typed, setTyped] = useState<string | null>(null);
  const mobile = typed ?? accountMobile;
  const [invalid, setInvalid] = useState(false);

  if (asked.includes(skuCode)) {
    return (
      <p className="notify-me notify-me--taken" role="status">
        {t('restock.taken')}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = isValidMobile(normalizeMobile(mobile));
    setInvalid(!valid);
    if (!valid) field.current?.focus();
    else dispatch(restockActions.alertRequested({ itemId, skuCode, mobile }));
  };
  const problem = invalid ? t('restock.mobileInvalid') : failed?.skuCode === skuCode ? t(failed.error.message) : null;
  return (
    <form className="notify-me" onSubmit={submit} noValidate aria-labelledby={`${id}-prompt`}>
      <p id={`${id}-prompt`} className="notify-me__prompt">
        {size ? t('restock.prompt', { size }) : t('restock.promptNoSize')}
      </p>
      <label htmlFor={`${id}-mobile`} className="notify-me__label">
        {t('restock.mobile')}
      </label>
      <div className="notify-me__row">
        <PlainInput
          ref={field}
          id={`${id}-mobile`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('common.mobilePlaceholder')}
          value={mobile}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button htmlType="submit" loading={sending === skuCode}>
          {t('restock.notify')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="notify-me__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
