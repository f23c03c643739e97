import { checkoutActions } from '../features/checkout/checkoutSlice';
import { paymentsActions } from '../features/payments/paymentsSlice';
import { shopJourney } from '../test/qaJourney';
import { replayActionLog } from './replay';
import { summarizeReplay } from './summary';

const summaryOf = (actions = shopJourney) => {
  const { state, replayed } = replayActionLog({ preloadedState: undefined, actions });
  return summarizeReplay(state, replayed);
};

describe('summarizeReplay', () => {
  it('shows the cart, the filters, the lists and the product the session ended on', () => {
    expect(summaryOf()).toEqual([
      'Cart: 1 line, 2 units, total BDT 2,400/=',
      '  - Artcell Tee [a-XXXL, 3XL] 2 x Tk 1,200 = Tk 2,400',
      'Shop filters: band Artcell; price Tk 500 – Tk 2,000; sort Recommended',
      'Branch filters: sort Recommended',
      'Lists: shop 2 (loaded, page 1), branch 0 (idle), wings 0 (idle), popular 0 (idle), featured 0 (idle), new 0 (idle)',
      'Product details: Artcell Tee (a), 0 related items',
      'Checkout: step customer, order idle',
      'Last order: none placed in this log',
      'Payment reports: none',
    ]);
  });

  it('names the last order placed and the payment reports', () => {
    const summary = summaryOf([
      ...shopJourney,
      checkoutActions.orderPlaced({ invoiceId: 'INV-1', paymentType: 'CASH_ON_DELIVERY' }),
      checkoutActions.orderPlaced({ invoiceId: 'INV-2', paymentType: 'ONLINE', redirectUrl: 'https://gateway.example/pay' }),
      paymentsActions.paymentReturned({ outcome: 'confirm', invoiceId: 'INV-2', token: 'payment-token' }),
      paymentsActions.paymentAcknowledged({ outcome: 'confirm', invoiceId: 'INV-2' }),
    ]);
    expect(summary[0]).toBe('Cart: 0 lines, 0 units, total BDT 0/=');
    expect(summary).toContain('Checkout: step customer, order placed');
    expect(summary).toContain('Last order: INV-2 (ONLINE)');
    expect(summary).toContain('Payment reports: confirm INV-2 acknowledged');
  });
});
