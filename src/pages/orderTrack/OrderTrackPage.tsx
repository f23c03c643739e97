import { Button } from 'antd';
import PlainInput from '../../components/PlainInput';
import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withAntdTheme } from '../../app/AntdTheme';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { asciiDigits } from '../../domain/digits';
import { isValidMobile, normalizeMobile } from '../../domain/mobile';
import { invoiceIdParam } from '../../domain/orderPath';
import { useTexts } from '../../i18n/TextsContext';
import type { MessageKey } from '../../i18n/texts';
import { ordersActions } from '../../features/orders/ordersSlice';
import { selectTracking } from '../../features/orders/selectors';
import TrackedOrderView from '../../components/TrackedOrderView';
import OrderActions from '../../features/shopperOrders/components/OrderActions';
import AllOrdersNote from '../../components/AllOrdersNote';
import { PlainFormItem } from '../../components/PlainForm';
import './OrderTrackPage.css';

type Field = 'invoiceId' | 'mobile';
const fieldId = (field: Field) => `track-${field}`;
/** What a box of the form holds on screen; undefined when it is not on screen. */
const typedIn = (field: Field) =>
  typeof document === 'undefined' ? undefined : (document.getElementById(fieldId(field)) as HTMLInputElement | null)?.value;

interface FormProblem {
  field: Field;
  message: MessageKey;
}

/** The shopper's first mistake in the form, checked in its order before anything is asked; null when it can be sent. */
function formProblem(invoiceId: string, mobile: string): FormProblem | null {
  if (!invoiceId.trim()) return { field: 'invoiceId', message: 'orders.track.invoiceMissing' };
  if (!mobile.trim()) return { field: 'mobile', message: 'orders.track.mobileMissing' };
  if (!isValidMobile(normalizeMobile(mobile.trim()))) return { field: 'mobile', message: 'checkout.problem.mobileInvalid' };
  return null;
}

/** /order/track: the invoice number (filled in when a result page links here) and the mobile number, then the order. */
function OrderTrackPage() {
  const { t } = useTexts();
  const dispatch = useAppDispatch();
  const tracking = useAppSelector(selectTracking);
  const [params, setParams] = useSearchParams();
  const linkedInvoice = invoiceIdParam(params);
  // A slow phone may have typed into the server-rendered boxes before the page hydrated: that text is kept.
  const [invoiceId, setInvoiceId] = useState(() => typedIn('invoiceId') ?? linkedInvoice);
  const [mobile, setMobile] = useState(() => typedIn('mobile') ?? '');
  const [problem, setProblem] = useState<FormProblem | null>(null);
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
  // The way back: this tab may know the invoice's number (a reload shows the order again, a link fills the number in).
  useEffect(() => {
    if (linkedInvoice) dispatch(ordersActions.trackPageOpened({ invoiceId: linkedInvoice }));
  }, [dispatch, linkedInvoice]);
  // A number recalled for the linked invoice fills an empty box once (adjusted while rendering, as React advises).
  const { recalled } = tracking;
  const [takenRecall, setTakenRecall] = useState(recalled);
  if (recalled !== takenRecall) {
    setTakenRecall(recalled);
    if (recalled && recalled.invoiceId === linkedInvoice && !mobile) setMobile(recalled.mobile);
  }
  // The order shown is in the address, so a reload or a bookmark comes back to it.
  const shownInvoice = shown ? tracking.invoiceId : '';
  useEffect(() => {
    if (shownInvoice && !linkedInvoice) setParams({ invoiceId: shownInvoice }, { replace: true });
  }, [shownInvoice, linkedInvoice, setParams]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The boxes, not the state: a tap kept before hydration is answered before the state has taken up what was typed.
    const invoice = typedIn('invoiceId') ?? invoiceId;
    const number = typedIn('mobile') ?? mobile;
    const found = formProblem(invoice, number);
    setProblem(found);
    if (found) document.getElementById(fieldId(found.field))?.focus();
    // A Bengali keyboard types Bengali digits; the invoice is looked up in ASCII (the mobile number is normalized as sent).
    else dispatch(ordersActions.trackRequested({ invoiceId: asciiDigits(invoice.trim()), mobile: number.trim() }));
  };
  const edit = (field: Field, value: string) => {
    (field === 'invoiceId' ? setInvoiceId : setMobile)(value);
    setEditedAfter(tracking.lookup);
  };
  const trackAnother = () => {
    dispatch(ordersActions.trackAnotherChosen({ invoiceId: tracking.invoiceId }));
    setParams({}, { replace: true });
    setMobile('');
    setTimeout(() => document.getElementById(fieldId('invoiceId'))?.focus());
  };

  if (shown) {
    return (
      <div className="order-track">
        <h1 className="page-heading" ref={resultHeading} tabIndex={-1}>
          {t('orders.track.heading')}
        </h1>
        <TrackedOrderView order={shown} actions={<OrderActions order={shown} mobile={mobile} />} />
        <AllOrdersNote />
        <Button onClick={trackAnother}>{t('orders.track.another')}</Button>
      </div>
    );
  }
  const field = (name: Field, label: string, value: string, extra: Partial<ComponentProps<'input'>>) => {
    const wrong = problem?.field === name;
    return (
      <PlainFormItem
        label={label}
        htmlFor={fieldId(name)}
        required
        error={wrong ? <span id={`${fieldId(name)}-help`}>{t(problem.message)}</span> : undefined}
      >
        <PlainInput
          id={fieldId(name)}
          value={value}
          aria-required
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${fieldId(name)}-help` : undefined}
          onChange={(event) => edit(name, event.target.value)}
          {...extra}
        />
      </PlainFormItem>
    );
  };
  const serverError = tracking.status === 'failed' && editedAfter !== tracking.lookup ? tracking.error : null;
  return (
    <div className="order-track">
      <h1 className="page-heading">{t('orders.track.heading')}</h1>
      <p>{t('orders.track.intro')}</p>
      <AllOrdersNote />
      <form className="order-track__form" onSubmit={submit} noValidate>
        {field('invoiceId', t('orders.track.invoiceLabel'), invoiceId, {
          placeholder: t('orders.track.invoicePlaceholder'),
          autoCapitalize: 'characters',
          spellCheck: false,
        })}
        {field('mobile', t('orders.track.mobileLabel'), mobile, {
          placeholder: t('common.mobilePlaceholder'),
          inputMode: 'tel',
          autoComplete: 'tel-national',
        })}
        <div role="alert" className="order-track__announce">
          {problem && <span className="visually-hidden">{t(problem.message)}</span>}
          {!problem && serverError && <p className="order-track__error">{t(serverError.message)}</p>}
        </div>
        <Button type="primary" htmlType="submit" loading={tracking.status === 'loading'}>
          {t('orders.track.submit')}
        </Button>
      </form>
    </div>
  );
}

export default withAntdTheme(OrderTrackPage);
