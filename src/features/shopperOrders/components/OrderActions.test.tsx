import { act, fireEvent, screen } from '@testing-library/react';
import type { ApiResult } from '../../../api/http';
import type { ShopApi } from '../../../api/shopApi';
import { fakeDeps } from '../../../test/fakes';
import { trackedOrder } from '../../../test/orders';
import { renderWithStore } from '../../../test/render';
import { bengaliTexts, englishTexts } from '../../../test/texts';
import OrderActions from './OrderActions';

const NOW = Date.UTC(2026, 10, 28, 10, 0);
const INVOICE = 'INV-7KQ2XMH4TB';
const placed = { status: 'PLACED' as const, moves: [], shipment: null };
const waitingOnline = trackedOrder(INVOICE, { ...placed, paymentType: 'ONLINE', payBy: NOW + 12 * 60_000 + 5_000 });
const cash = trackedOrder(INVOICE, placed);

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('OrderActions', () => {
  it('a waiting online order: the time left to pay and Pay now, which asks with the number typed in tracking', () => {
    const payNow = jest.fn(() => new Promise<ApiResult<unknown>>(() => {}));
    renderWithStore(<OrderActions order={waitingOnline} mobile="01712000111" />, {
      deps: fakeDeps({ api: { payNow } as unknown as ShopApi }),
    });
    expect(screen.getByText(englishTexts.t('orders.act.timeLeft', { minutes: 13 }))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(payNow).toHaveBeenCalledWith(INVOICE, '01712000111');
  });

  it('the time left counts down, and Pay now goes once the time to pay is over', () => {
    renderWithStore(<OrderActions order={waitingOnline} />);
    act(() => void jest.advanceTimersByTime(12 * 60_000));
    expect(screen.getByText(englishTexts.t('orders.act.timeLeft', { minutes: 1 }))).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a cash order nobody confirmed: Cancel order asks first, and only Yes cancels', () => {
    const cancelOrder = jest.fn(() => new Promise<ApiResult<unknown>>(() => {}));
    renderWithStore(<OrderActions order={cash} mobile="01712000111" />, { deps: fakeDeps({ api: { cancelOrder } as unknown as ShopApi }) });
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const question = screen.getByRole('group', { name: new RegExp(`Cancel order ${INVOICE}\\?`) });
    expect(question).toHaveTextContent(englishTexts.t('orders.act.cancelWarning'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(cancelOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(cancelOrder).toHaveBeenCalledWith(INVOICE, '01712000111');
  });

  it.each([
    ['a confirmed order', trackedOrder(INVOICE)],
    ['a paid online order', trackedOrder(INVOICE, { ...placed, paymentType: 'ONLINE', paymentStatus: 'PAID', payBy: null })],
  ])('%s offers neither', (_name, order) => {
    const { container } = renderWithStore(<OrderActions order={order} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Bengali on the Bengali shop', () => {
    renderWithStore(<OrderActions order={waitingOnline} />, { language: 'bn' });
    expect(screen.getByRole('button', { name: bengaliTexts.t('orders.act.payNow') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bengaliTexts.t('orders.act.cancel') })).toBeInTheDocument();
  });
});
