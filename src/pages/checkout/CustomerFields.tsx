import PlainAlert from '../../components/PlainAlert';
import { lazyChunk } from '../../app/chunks';
import PlainCheckbox from '../../components/PlainCheckbox';
import PlainRadioGroup from '../../components/PlainRadioGroup';
import PlainTextArea from '../../components/PlainTextArea';
import PlainInput from '../../components/PlainInput';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PlainFormItem } from '../../components/PlainForm';
import { selectSession } from '../../features/account/selectors';
import type { CustomerForm } from '../../domain/checkoutValidation';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { selectCustomerForm, selectValidationError } from '../../features/checkout/selectors';
import { problemMessage, problemValues } from '../../features/checkout/problemText';
import { PICKUP_DISTRICTS, PICKUP_POINTS } from '../../domain/types';
import { useTexts } from '../../i18n/TextsContext';

// Most shoppers never tick "Create an account": the password boxes' code loads when one does.
const PlainPassword = lazyChunk(() => import(/* webpackChunkName: "password-box" */ '../../components/PlainPassword'));

export const fieldId = (field: keyof CustomerForm) => `checkout-${field}`;
const TYPED_FIELDS = ['fullName', 'mobile', 'email', 'shortAddress', 'note'] as const;

/** Step one's fields; on step two the same fields, disabled. */
export default function CustomerFields({ disabled }: { disabled: boolean }) {
  const texts = useTexts();
  const { t } = texts;
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectCustomerForm);
  // Signed in, the order joins the account: there is none to create.
  const signedIn = useAppSelector(selectSession) === 'signedIn';
  const error = useAppSelector(selectValidationError);
  const errorField = error?.field;
  const errorText = error && t(problemMessage(error.code), problemValues(texts));
  const change = (patch: Partial<CustomerForm>) => dispatch(checkoutActions.formChanged(patch));

  // What was typed into the server's fields before the page hydrated is in the boxes but raised no change. Taken up as
  // the page commits, before a Confirm kept by the tap keeper is replayed.
  useLayoutEffect(() => {
    const typed: Partial<Record<(typeof TYPED_FIELDS)[number], string>> = {};
    for (const field of TYPED_FIELDS) {
      const box = document.getElementById(fieldId(field));
      if ((box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) && box.value !== form[field]) typed[field] = box.value;
    }
    if (Object.keys(typed).length) change(typed);
    // Only what the boxes held when the page hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (errorField) document.getElementById(fieldId(errorField))?.focus();
  }, [error, errorField]);

  const helpId = (field: keyof CustomerForm) => `${fieldId(field)}-help`;
  /** What a control says of its field's problem to a screen reader. */
  const problemOf = (field: keyof CustomerForm) =>
    errorField === field ? { 'aria-invalid': true, 'aria-describedby': helpId(field) } : {};
  const item = (field: keyof CustomerForm, label: string, control: ReactNode, required = false) => (
    <PlainFormItem
      label={label}
      htmlFor={fieldId(field)}
      required={required}
      error={
        errorField === field ? (
          <span id={helpId(field)} role="alert">
            {errorText}
          </span>
        ) : undefined
      }
    >
      {control}
    </PlainFormItem>
  );
  const group = (field: 'pickupPoint' | 'pickupDistrict', label: string, options: { label: string; value: string }[]) => (
    <PlainFormItem label={<span id={`${fieldId(field)}-label`}>{label}</span>}>
      <PlainRadioGroup
        id={fieldId(field)}
        aria-labelledby={`${fieldId(field)}-label`}
        options={options}
        value={form[field]}
        disabled={disabled}
        onChange={(value) => change({ [field]: value })}
      />
    </PlainFormItem>
  );

  return (
    <div className="checkout-fields">
      {item(
        'fullName',
        t('checkout.field.fullName'),
        <PlainInput
          id={fieldId('fullName')}
          {...problemOf('fullName')}
          autoComplete="name"
          value={form.fullName}
          disabled={disabled}
          onChange={(e) => change({ fullName: e.target.value })}
        />,
        true,
      )}
      <div className="checkout-fields__pair">
        {item(
          'mobile',
          t('checkout.field.mobile'),
          <PlainInput
            id={fieldId('mobile')}
            {...problemOf('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('common.mobilePlaceholder')}
            value={form.mobile}
            disabled={disabled}
            onChange={(e) => change({ mobile: e.target.value })}
          />,
          true,
        )}
        {item(
          'email',
          t('checkout.field.email'),
          <PlainInput
            id={fieldId('email')}
            {...problemOf('email')}
            inputMode="email"
            autoComplete="email"
            value={form.email}
            disabled={disabled}
            onChange={(e) => change({ email: e.target.value })}
          />,
        )}
      </div>
      {item(
        'shortAddress',
        t('checkout.field.shortAddress'),
        <PlainTextArea
          id={fieldId('shortAddress')}
          {...problemOf('shortAddress')}
          autoComplete="street-address"
          rows={2}
          value={form.shortAddress}
          disabled={disabled}
          onChange={(e) => change({ shortAddress: e.target.value })}
        />,
        true,
      )}
      {item(
        'note',
        t('checkout.field.note'),
        <PlainTextArea
          id={fieldId('note')}
          {...problemOf('note')}
          rows={2}
          value={form.note}
          disabled={disabled}
          onChange={(e) => change({ note: e.target.value })}
        />,
      )}
      <div className="checkout-fields__pair">
        {group(
          'pickupPoint',
          t('checkout.field.pickupPoint'),
          PICKUP_POINTS.map((point) => ({ label: t(`checkout.pickupPoint.${point}`), value: point })),
        )}
        {group(
          'pickupDistrict',
          t('checkout.field.pickupDistrict'),
          PICKUP_DISTRICTS.map((district) => ({ label: t(`checkout.pickupDistrict.${district}`), value: district })),
        )}
      </div>
      {!signedIn && (
        <>
          <PlainFormItem>
            <PlainCheckbox
              id={fieldId('createAccount')}
              checked={form.createAccount}
              disabled={disabled}
              onChange={(e) => change({ createAccount: e.target.checked })}
            >
              {t('checkout.createAccount')}
            </PlainCheckbox>
          </PlainFormItem>
          {form.createAccount && (
            <Suspense fallback={null}>
              <div className="checkout-fields__pair">
                {item(
                  'password',
                  t('checkout.field.password'),
                  <PlainPassword
                    id={fieldId('password')}
                    {...problemOf('password')}
                    autoComplete="new-password"
                    value={form.password}
                    disabled={disabled}
                    onChange={(e) => change({ password: e.target.value })}
                  />,
                  true,
                )}
                {item(
                  'confirmPassword',
                  t('checkout.field.confirmPassword'),
                  <PlainPassword
                    id={fieldId('confirmPassword')}
                    {...problemOf('confirmPassword')}
                    autoComplete="new-password"
                    value={form.confirmPassword}
                    disabled={disabled}
                    onChange={(e) => change({ confirmPassword: e.target.value })}
                  />,
                  true,
                )}
              </div>
            </Suspense>
          )}
        </>
      )}
      {error && !errorField && <PlainAlert type="error" showIcon title={errorText} />}
    </div>
  );
}
