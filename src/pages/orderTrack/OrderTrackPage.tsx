import { Alert, Button, Form, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withAntdTheme } from '../../app/AntdTheme';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidMobile, normalizeMobile } from '../../domain/mobile';
import { invoiceIdParam } from '../../domain/orderPath';
import { CHECKOUT_MESSAGES, TRACKING } from '../../domain/texts';
import { ordersActions } from '../../features/orders/ordersSlice';
import { selectTracking } from '../../features/orders/selectors';
import TrackedOrderView from './TrackedOrderView';
import './OrderTrackPage.css';

type Field = 'invoiceId' | 'mobile';

/** /order/track: the invoice number (filled in from the address when a result page links here) and the mobile number. */
function OrderTrackPage() {
  const dispatch = useAppDispatch();
  const tracking = useAppSelector(selectTracking);
  const [params] = useSearchParams();
  const [invoiceId, setInvoiceId] = useState(() => invoiceIdParam(params));
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !invoiceId.trim()
      ? { field: 'invoiceId' as const, message: TRACKING.invoiceMissing }
      : !mobile.trim()
        ? { field: 'mobile' as const, message: TRACKING.mobileMissing }
        : !isValidMobile(normalizeMobile(mobile.trim()))
          ? { field: 'mobile' as const, message: CHECKOUT_MESSAGES.mobileInvalid }
          : null;
    setProblem(found);
    if (found) document.getElementById(`track-${found.field}`)?.focus();
    else dispatch(ordersActions.trackRequested({ invoiceId: invoiceId.trim(), mobile: mobile.trim() }));
  };
  const help = (field: Field) => (problem?.field === field ? <span role="alert">{problem.message}</span> : undefined);

  if (tracking.status === 'loaded' && tracking.order) {
    return (
      <div className="order-track">
        <h1 className="page-heading">{TRACKING.title}</h1>
        <TrackedOrderView order={tracking.order} />
        <Button onClick={() => dispatch(ordersActions.trackCleared())}>{TRACKING.another}</Button>
      </div>
    );
  }
  return (
    <div className="order-track">
      <h1 className="page-heading">{TRACKING.title}</h1>
      <p>{TRACKING.intro}</p>
      <Form component={false} layout="vertical">
        <form className="order-track__form" onSubmit={submit} noValidate>
          <Form.Item
            label={TRACKING.invoiceLabel}
            htmlFor="track-invoiceId"
            required
            validateStatus={problem?.field === 'invoiceId' ? 'error' : undefined}
            help={help('invoiceId')}
          >
            <Input
              id="track-invoiceId"
              value={invoiceId}
              placeholder={TRACKING.invoicePlaceholder}
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setInvoiceId(event.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={TRACKING.mobileLabel}
            htmlFor="track-mobile"
            required
            validateStatus={problem?.field === 'mobile' ? 'error' : undefined}
            help={help('mobile')}
          >
            <Input
              id="track-mobile"
              value={mobile}
              placeholder={TRACKING.mobilePlaceholder}
              inputMode="tel"
              autoComplete="tel-national"
              onChange={(event) => setMobile(event.target.value)}
            />
          </Form.Item>
          {tracking.status === 'failed' && tracking.error && (
            <Alert className="order-track__error" type="error" showIcon role="alert" message={tracking.error.message} />
          )}
          <Button type="primary" htmlType="submit" loading={tracking.status === 'loading'}>
            {TRACKING.submit}
          </Button>
        </form>
      </Form>
    </div>
  );
}

export default withAntdTheme(OrderTrackPage);
