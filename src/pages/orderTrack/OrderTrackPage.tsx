import { Button, Form, Input } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withAntdTheme } from '../../app/AntdTheme';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidMobile, normalizeMobile } from '../../domain/mobile';
import { invoiceIdParam } from '../../domain/orderPath';
import { CHECKOUT_MESSAGES } from '../../domain/texts';
import { TRACKING_PAGE } from '../../domain/pageTexts';
import { ordersActions } from '../../features/orders/ordersSlice';
import { selectTracking } from '../../features/orders/selectors';
import TrackedOrderView from '../../components/TrackedOrderView';
import './OrderTrackPage.css';

type Field = 'invoiceId' | 'mobile';
const fieldId = (field: Field) => `track-${field}`;
/** What a box of the form holds on screen; undefined when it is not on screen. */
const typedIn = (field: Field) =>
  typeof document === 'undefined' ? undefined : (document.getElementById(fieldId(field)) as HTMLInputElement | null)?.value;

/** The shopper's first mistake in the form, checked in its order before anything is asked; null when it can be sent. */
function formProblem(invoiceId: string, mobile: string): { field: Field; message: string } | null {
  if (!invoiceId.trim()) return { field: 'invoiceId', message: TRACKING_PAGE.invoiceMissing };
  if (!mobile.trim()) return { field: 'mobile', message: TRACKING_PAGE.mobileMissing };
  if (!isValidMobile(normalizeMobile(mobile.trim()))) return { field: 'mobile', message: CHECKOUT_MESSAGES.mobileInvalid };
  return null;
}

/** /order/track: the invoice number (filled in when a result page links here) and the mobile number, then the order. */
function OrderTrackPage() {
  const dispatch = useAppDispatch();
  const tracking = useAppSelector(selectTracking);
  const [params] = useSearchParams();
  const linkedInvoice = invoiceIdParam(params);
  // A slow phone may have typed into the server-rendered boxes before the page hydrated: that text is kept.
  const [invoiceId, setInvoiceId] = useState(() => typedIn('invoiceId') ?? linkedInvoice);
  const [mobile, setMobile] = useState(() => typedIn('mobile') ?? '');
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  // The lookup the shopper has edited the form since: its "no order found" no longer speaks of what is typed.
  const [editedAfter, setEditedAfter] = useState(-1);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // An order looked up here is not left on screen for the next visit of the page (a shared phone, another invoice).
  useEffect(() => () => void dispatch(ordersActions.trackCleared()), [dispatch]);
  const shown =
    tracking.status === 'loaded' && tracking.order && (!linkedInvoice || tracking.invoiceId === linkedInvoice) ? tracking.order : null;
  useEffect(() => {
    if (shown) resultHeading.current?.focus();
  }, [shown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The boxes, not the state: a tap kept before hydration is answered before the state has taken up what was typed.
    const invoice = typedIn('invoiceId') ?? invoiceId;
    const number = typedIn('mobile') ?? mobile;
    const found = formProblem(invoice, number);
    setProblem(found);
    if (found) document.getElementById(fieldId(found.field))?.focus();
    else dispatch(ordersActions.trackRequested({ invoiceId: invoice.trim(), mobile: number.trim() }));
  };
  const edit = (field: Field, value: string) => {
    (field === 'invoiceId' ? setInvoiceId : setMobile)(value);
    setEditedAfter(tracking.lookup);
  };
  const trackAnother = () => {
    dispatch(ordersActions.trackCleared());
    setMobile('');
    setTimeout(() => document.getElementById(fieldId('invoiceId'))?.focus());
  };

  if (shown) {
    return (
      <div className="order-track">
        <h1 className="page-heading" ref={resultHeading} tabIndex={-1}>
          {TRACKING_PAGE.title}
        </h1>
        <TrackedOrderView order={shown} />
        <Button onClick={trackAnother}>{TRACKING_PAGE.another}</Button>
      </div>
    );
  }
  const field = (name: Field, label: string, value: string, extra: Partial<Parameters<typeof Input>[0]>) => {
    const wrong = problem?.field === name;
    return (
      <Form.Item
        label={label}
        htmlFor={fieldId(name)}
        required
        validateStatus={wrong ? 'error' : undefined}
        help={wrong ? <span id={`${fieldId(name)}-help`}>{problem.message}</span> : undefined}
      >
        <Input
          id={fieldId(name)}
          value={value}
          aria-required
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${fieldId(name)}-help` : undefined}
          onChange={(event) => edit(name, event.target.value)}
          {...extra}
        />
      </Form.Item>
    );
  };
  const serverError = tracking.status === 'failed' && editedAfter !== tracking.lookup ? tracking.error : null;
  return (
    <div className="order-track">
      <h1 className="page-heading">{TRACKING_PAGE.title}</h1>
      <p>{TRACKING_PAGE.intro}</p>
      <Form component={false} layout="vertical">
        <form className="order-track__form" onSubmit={submit} noValidate>
          {field('invoiceId', TRACKING_PAGE.invoiceLabel, invoiceId, {
            placeholder: TRACKING_PAGE.invoicePlaceholder,
            autoCapitalize: 'characters',
            spellCheck: false,
          })}
          {field('mobile', TRACKING_PAGE.mobileLabel, mobile, {
            placeholder: TRACKING_PAGE.mobilePlaceholder,
            inputMode: 'tel',
            autoComplete: 'tel-national',
          })}
          <div role="alert" className="order-track__announce">
            {problem && <span className="visually-hidden">{problem.message}</span>}
            {!problem && serverError && <p className="order-track__error">{serverError.message}</p>}
          </div>
          <Button type="primary" htmlType="submit" loading={tracking.status === 'loading'}>
            {TRACKING_PAGE.submit}
          </Button>
        </form>
      </Form>
    </div>
  );
}

export default withAntdTheme(OrderTrackPage);
