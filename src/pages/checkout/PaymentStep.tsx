import { Button } from 'antd';
import PlainAlert from '../../components/PlainAlert';
import ReportProblem from '../../features/reports/components/ReportProblem';
import PlainCheckbox from '../../components/PlainCheckbox';
import PlainRadioGroup from '../../components/PlainRadioGroup';
import PlainInput from '../../components/PlainInput';
import { CODE_LENGTH, CODE_LIFETIME_MS } from '../../domain/account';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../../components/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PaymentType } from '../../domain/types';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import RichMessage from '../../components/RichMessage';
import { lazyChunk } from '../../app/chunks';
import { isOpenOrdersCap } from '../../features/shopperOrders/openOrdersCap';
import { problemValues } from '../../features/checkout/problemText';
import { selectCheckout } from '../../features/checkout/selectors';
import { useTexts } from '../../i18n/TextsContext';

// Shown only after the server refused an order (for the cap on waiting orders, or for lines that changed): their code
// loads then.
const ChangedLinesNotice = lazyChunk(() => import(/* webpackChunkName: "changed-lines" */ './ChangedLinesNotice'));
const OpenOrdersHelp = lazyChunk(
  () => import(/* webpackChunkName: "open-orders-help" */ '../../features/shopperOrders/components/OpenOrdersHelp'),
);

/** Step two: how to pay, the terms, and Confirm Order. */
export default function PaymentStep() {
  const texts = useTexts();
  const { t } = texts;
  const dispatch = useAppDispatch();
  const { paymentType, termsAccepted, placing, error, form, verification, changedLines, openOrders } = useAppSelector(selectCheckout);
  // A tap on the disabled Confirm Order says what is missing (purely visual, so kept here); ticking the box ends it.
  const [termsMissing, setTermsMissing] = useState(false);
  const showTermsMissing = termsMissing && !termsAccepted;
  const askingForCode = !!verification && error?.message === 'account.checkout.confirmNumber';
  const outsideDhaka = form.pickupDistrict === 'OUTSIDE_DHAKA';
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving at step two (below the disabled form on a phone), the shopper is taken to it: its top in view, under
  // the sticky header (scroll-margin), and the focus on its heading for keyboards and screen readers.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const cash = { value: 'CASH_ON_DELIVERY' as const, label: t('checkout.payment.cash') };
  const online = {
    value: 'ONLINE' as const,
    label: (
      <span className="checkout-payment__online">
        {t('checkout.payment.online')}
        <small>{t('checkout.payment.onlineMeans')}</small>
      </span>
    ),
  };

  const failed = placing === 'failed' && error;
  const notPlaced = failed && (
    <PlainAlert
      className="checkout-payment__error"
      // Asking for the code sent to the number is a step of the checkout (an account, or a cash order the shop
      // confirms by SMS), not a failure.
      type={askingForCode ? 'info' : 'error'}
      showIcon
      title={t(askingForCode ? 'checkout.payment.confirmNumberTitle' : 'checkout.payment.notPlaced')}
      action={!askingForCode && <ReportProblem />}
      // The saga's own check of spec §5 may fail here: its rule 9 names the price zero.
      description={
        <>
          {t(error.message, problemValues(texts))}
          {isOpenOrdersCap(error) && (
            <Suspense fallback={null}>
              <OpenOrdersHelp mobile={form.mobile} placedHere={openOrders} />
            </Suspense>
          )}
        </>
      }
    />
  );
  return (
    <section className="checkout-card checkout-card--payment" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading" ref={heading} tabIndex={-1} className="checkout-card__title">
        {t('checkout.step.payment')}
      </h2>
      {outsideDhaka && <PlainAlert className="checkout-payment__note" type="info" showIcon title={t('checkout.payment.outsideDhaka')} />}
      <PlainRadioGroup<PaymentType>
        aria-labelledby="checkout-payment-heading"
        className="checkout-payment__options"
        vertical
        options={outsideDhaka ? [online] : [cash, online]}
        value={paymentType}
        onChange={(type) => dispatch(checkoutActions.paymentTypeChosen(type))}
      />
      <PlainCheckbox
        className="checkout-payment__terms"
        checked={termsAccepted}
        onChange={(e) => dispatch(checkoutActions.termsToggled({ accepted: e.target.checked }))}
      >
        <RichMessage id="checkout.payment.terms" elements={{ terms: <Link to="/terms">{t('checkout.payment.termsLink')}</Link> }} />
      </PlainCheckbox>
      {failed && changedLines.length > 0 && (
        // Until the notice's code is in, the shopper reads what any refusal says.
        <Suspense fallback={notPlaced}>
          <ChangedLinesNotice lines={changedLines} next={t(error.message, problemValues(texts))} />
        </Suspense>
      )}
      {failed && !changedLines.length && notPlaced}
      {verification && (
        <div className="checkout-payment__verification">
          <label htmlFor="checkout-verification-code">
            {t('account.codeSentTo', { mobile: verification.mobile, minutes: Math.round(CODE_LIFETIME_MS / 60_000) })}
          </label>
          <PlainInput
            id="checkout-verification-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH + 2}
            value={verification.code}
            onChange={(e) => dispatch(checkoutActions.verificationCodeChanged({ code: e.target.value }))}
          />
        </div>
      )}
      {/* The button stays disabled until the box is ticked; a tap on it lands on this wrapper. */}
      <div className="checkout-payment__confirm" onClick={() => setTermsMissing(!termsAccepted)}>
        <Button
          type="primary"
          size="large"
          block
          disabled={!termsAccepted || (!!verification && !verification.code.trim())}
          loading={placing === 'placing'}
          aria-describedby={showTermsMissing ? 'checkout-terms-missing' : undefined}
          onClick={() => dispatch(checkoutActions.orderRequested({ origin: window.location.origin }))}
        >
          {t('checkout.payment.confirmOrder')}
        </Button>
      </div>
      <p id="checkout-terms-missing" className="checkout-payment__missing" role="status" aria-live="polite">
        {showTermsMissing ? t('checkout.payment.acceptTerms') : ''}
      </p>
    </section>
  );
}
