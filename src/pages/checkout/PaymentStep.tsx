import { Alert, Button, Checkbox, Input, Radio } from 'antd';
import { CODE_LENGTH } from '../../domain/account';
import { ACCOUNT } from '../../domain/accountTexts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PaymentType } from '../../domain/types';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { selectCheckout } from '../../features/checkout/selectors';

const CASH = { value: 'CASH_ON_DELIVERY', label: 'Cash on Delivery' };
const ONLINE = {
  value: 'ONLINE',
  label: (
    <span className="checkout-payment__online">
      Online Payment
      <small>Cards, mobile banking, internet banking</small>
    </span>
  ),
};

/** Step two: how to pay, the terms, and Confirm Order. */
export default function PaymentStep() {
  const dispatch = useAppDispatch();
  const { paymentType, termsAccepted, placing, error, form, verification } = useAppSelector(selectCheckout);
  const outsideDhaka = form.pickupDistrict === 'OUTSIDE_DHAKA';
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving at step two (below the disabled form on a phone), the shopper is taken to it: its top in view, under
  // the sticky header (scroll-margin), and the focus on its heading for keyboards and screen readers.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="checkout-card checkout-card--payment" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading" ref={heading} tabIndex={-1} className="checkout-card__title">
        Payment
      </h2>
      {outsideDhaka && (
        <Alert className="checkout-payment__note" type="info" showIcon title="Orders outside Dhaka are paid in advance, online." />
      )}
      <Radio.Group
        aria-labelledby="checkout-payment-heading"
        className="checkout-payment__options"
        vertical
        options={outsideDhaka ? [ONLINE] : [CASH, ONLINE]}
        value={paymentType}
        onChange={(e) => dispatch(checkoutActions.paymentTypeChosen(e.target.value as PaymentType))}
      />
      <Checkbox
        className="checkout-payment__terms"
        checked={termsAccepted}
        onChange={(e) => dispatch(checkoutActions.termsToggled({ accepted: e.target.checked }))}
      >
        I have read and agree to the <Link to="/terms">Terms &amp; Conditions</Link>
      </Checkbox>
      {placing === 'failed' && error && (
        <Alert
          className="checkout-payment__error"
          type="error"
          showIcon
          role="alert"
          title="Your order was not placed"
          description={error.message}
        />
      )}
      {verification && (
        <div className="checkout-payment__verification">
          <label htmlFor="checkout-verification-code">{ACCOUNT.codeSentTo(verification.mobile)}</label>
          <Input
            id="checkout-verification-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH + 2}
            value={verification.code}
            onChange={(e) => dispatch(checkoutActions.verificationCodeChanged({ code: e.target.value }))}
          />
        </div>
      )}
      <Button
        type="primary"
        size="large"
        block
        disabled={!termsAccepted || (!!verification && !verification.code.trim())}
        loading={placing === 'placing'}
        onClick={() => dispatch(checkoutActions.orderRequested({ origin: window.location.origin }))}
      >
        Confirm Order
      </Button>
    </section>
  );
}
