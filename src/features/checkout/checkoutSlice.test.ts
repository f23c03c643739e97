import reducer, { checkoutActions as a, emptyCustomerForm, toSavedCheckout } from './checkoutSlice';
import { readSavedCheckout } from './savedCheckout';

const start = reducer(undefined, { type: 'init' });
const run = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, start);

const filled = [
  a.formChanged({ fullName: 'Rahim Uddin' }),
  a.formChanged({ mobile: '01712345678' }),
  a.formChanged({ shortAddress: 'House 12, Dhanmondi' }),
];
const atPayment = () => run(...filled, a.customerConfirmed({ payableTotal: 980 }));

describe('checkout reducer', () => {
  it('starts at step one with cash on delivery inside Dhaka, delivered home', () => {
    expect(start).toMatchObject({
      step: 'customer',
      paymentType: 'CASH_ON_DELIVERY',
      termsAccepted: false,
      placing: 'idle',
      form: emptyCustomerForm,
    });
  });

  it.each([
    ['+8801712345678', '01712345678'],
    ['+88', '+88'],
    ['+8801', '01'],
    ['017-1234 5678', '01712345678'],
  ])('keeps mobile %s typed as %s', (typed, kept) => {
    expect(run(a.formChanged({ mobile: typed })).form.mobile).toBe(kept);
  });

  it('shows the first failing rule at Confirm and stays on step one', () => {
    let state = run(a.customerConfirmed({ payableTotal: 980 }));
    expect(state).toMatchObject({ step: 'customer', validationError: { field: 'fullName', code: 'nameMissing' } });
    state = reducer(state, a.formChanged({ fullName: 'Rahim' }));
    expect(state.validationError).toBeNull();
    state = reducer(state, a.customerConfirmed({ payableTotal: 980 }));
    expect(state.validationError).toEqual({ field: 'mobile', code: 'mobileMissing' });
  });

  it('refuses an empty cart with rule 9 once the form is complete', () => {
    expect(run(...filled, a.customerConfirmed({ payableTotal: 0 }))).toMatchObject({
      step: 'customer',
      validationError: { field: null, code: 'payableNotPositive' },
    });
  });

  it('moves to step two on a valid Confirm, where the fields no longer change', () => {
    const state = reducer(atPayment(), a.formChanged({ fullName: 'Someone else' }));
    expect(state).toMatchObject({ step: 'payment', validationError: null });
    expect(state.form.fullName).toBe('Rahim Uddin');
    expect(reducer(state, a.customerEditRequested()).step).toBe('customer');
  });

  it('forces online payment outside Dhaka and keeps it there', () => {
    let state = run(a.formChanged({ pickupDistrict: 'OUTSIDE_DHAKA' }));
    expect(state.paymentType).toBe('ONLINE');
    state = reducer(state, a.paymentTypeChosen('CASH_ON_DELIVERY'));
    expect(state.paymentType).toBe('ONLINE');
    state = reducer(state, a.formChanged({ pickupDistrict: 'INSIDE_DHAKA' }));
    state = reducer(state, a.paymentTypeChosen('CASH_ON_DELIVERY'));
    expect(state.paymentType).toBe('CASH_ON_DELIVERY');
  });

  it('takes Confirm Order only on step two with the terms ticked, and only once while placing', () => {
    const origin = { origin: 'http://shop.test' };
    expect(reducer(start, a.orderRequested(origin)).placing).toBe('idle');
    expect(reducer(atPayment(), a.orderRequested(origin)).placing).toBe('idle');
    const ticked = reducer(atPayment(), a.termsToggled({ accepted: true }));
    const placing = reducer(ticked, a.orderRequested(origin));
    expect(placing.placing).toBe('placing');
    expect(reducer(placing, a.orderRequested(origin))).toBe(placing);
    expect(reducer(placing, a.customerEditRequested()).step).toBe('payment');
  });

  it('clears the form once the order is placed, keeping the delivery charges', () => {
    let state = reducer(atPayment(), a.deliveryChargesLoaded({ list: [{ id: 'INSIDE_DHAKA', charge: 60 }] }));
    state = [
      a.termsToggled({ accepted: true }),
      a.orderRequested({ origin: 'x' }),
      a.orderPlaced({ invoiceId: 'INV-1', paymentType: 'CASH_ON_DELIVERY' }),
    ].reduce(reducer, state);
    expect(state).toMatchObject({
      step: 'customer',
      form: emptyCustomerForm,
      termsAccepted: false,
      placing: 'placed',
      deliveryCharges: [{ id: 'INSIDE_DHAKA', charge: 60 }],
    });
    expect(reducer(state, a.opened()).placing).toBe('idle');
  });

  it('keeps the form and says why when the order fails', () => {
    const state = [
      a.termsToggled({ accepted: true }),
      a.orderRequested({ origin: 'x' }),
      a.orderFailed({ status: 409, message: 'checkout.failed.pricesChanged' }),
    ].reduce(reducer, atPayment());
    expect(state).toMatchObject({ step: 'payment', placing: 'failed', error: { status: 409, message: 'checkout.failed.pricesChanged' } });
    expect(state.form.fullName).toBe('Rahim Uddin');
  });

  it('names the changed lines of a refused order until the next Confirm Order or Edit', () => {
    const notice = { skuCode: 'a-L', title: 'Artcell Tee', attributeValues: [], quantity: 1, capped: true, unitPrice: null };
    const refused = [
      a.termsToggled({ accepted: true }),
      a.orderRequested({ origin: 'x' }),
      a.linesChanged({ changes: [], onlineLocationId: 'w', notices: [notice], error: { status: 409, message: 'checkout.changed.next' } }),
    ].reduce(reducer, atPayment());
    expect(refused).toMatchObject({ step: 'payment', placing: 'failed', changedLines: [notice], termsAccepted: true });
    expect(reducer(refused, a.orderRequested({ origin: 'x' })).changedLines).toEqual([]);
    expect(reducer(refused, a.customerEditRequested()).changedLines).toEqual([]);
  });

  it('keeps the total of a cash order placed for its success page, never of an online one', () => {
    expect(run(a.orderPlaced({ invoiceId: 'INV-1', paymentType: 'CASH_ON_DELIVERY', total: 1730 })).cashToHave).toEqual({
      invoiceId: 'INV-1',
      total: 1730,
    });
    expect(run(a.orderPlaced({ invoiceId: 'INV-2', paymentType: 'ONLINE', total: 1730 })).cashToHave).toBeNull();
    expect(run(a.orderPlaced({ invoiceId: 'INV-3', paymentType: 'CASH_ON_DELIVERY' })).cashToHave).toBeNull();
  });

  it('loads delivery charges once', () => {
    const loading = run(a.opened());
    expect(loading.chargesStatus).toBe('loading');
    const loaded = reducer(loading, a.deliveryChargesLoaded({ list: [] }));
    expect(reducer(loaded, a.opened()).chargesStatus).toBe('loaded');
    const failed = reducer(loading, a.deliveryChargesFailed({ status: 500, message: 'common.notLoaded.deliveryCharges' }));
    expect(reducer(failed, a.opened()).chargesStatus).toBe('loading');
  });
});

describe('saved checkout', () => {
  it('saves the form without its passwords', () => {
    const state = run(
      a.formChanged({ fullName: 'Rahim', createAccount: true, password: 'secret1', confirmPassword: 'secret1' }),
      a.paymentTypeChosen('ONLINE'),
    );
    const saved = toSavedCheckout(state);
    expect(saved.form).not.toHaveProperty('password');
    expect(saved.form).not.toHaveProperty('confirmPassword');
    expect(saved).toMatchObject({ form: { fullName: 'Rahim', createAccount: true }, paymentType: 'ONLINE' });
  });

  it.each<[string, unknown, ReturnType<typeof readSavedCheckout>]>([
    ['nothing', null, null],
    ['a string', 'form', null],
    ['an object without a form', { paymentType: 'ONLINE' }, null],
    [
      'a saved form',
      { form: { ...emptyCustomerForm, fullName: 'Rahim', pickupDistrict: 'OUTSIDE_DHAKA', pickupPoint: 'OFFICE' }, paymentType: 'ONLINE' },
      {
        form: {
          fullName: 'Rahim',
          mobile: '',
          email: '',
          shortAddress: '',
          note: '',
          pickupPoint: 'OFFICE',
          pickupDistrict: 'OUTSIDE_DHAKA',
          createAccount: false,
        },
        paymentType: 'ONLINE',
      },
    ],
    [
      'stray values fall back to empty',
      { form: { fullName: 7, pickupPoint: 'MOON', pickupDistrict: null, createAccount: 'yes', password: 'leaked' }, paymentType: 'BARTER' },
      {
        form: {
          fullName: '',
          mobile: '',
          email: '',
          shortAddress: '',
          note: '',
          pickupPoint: 'HOME',
          pickupDistrict: 'INSIDE_DHAKA',
          createAccount: false,
        },
        paymentType: 'CASH_ON_DELIVERY',
      },
    ],
  ])('reads %s', (_, value, expected) => {
    expect(readSavedCheckout(value)).toEqual(expected);
  });

  it('restores a saved form, still forcing online payment outside Dhaka', () => {
    const saved = readSavedCheckout({
      form: { fullName: 'Rahim', mobile: '8801712345678', pickupDistrict: 'OUTSIDE_DHAKA' },
      paymentType: 'CASH_ON_DELIVERY',
    })!;
    const state = run(a.formRestored(saved));
    expect(state.form).toMatchObject({ fullName: 'Rahim', mobile: '01712345678', pickupDistrict: 'OUTSIDE_DHAKA', password: '' });
    expect(state.paymentType).toBe('ONLINE');
  });

  // The page's form is drawn by the server; the saved one comes with the sagas, after a shopper may have changed it.
  it('leaves the fields changed before it came as the shopper left them, and fills the rest', () => {
    const saved = readSavedCheckout({
      form: { fullName: 'Rahim', mobile: '01712345678', shortAddress: 'Dhanmondi', pickupDistrict: 'INSIDE_DHAKA' },
      paymentType: 'CASH_ON_DELIVERY',
    })!;
    // Typed into the server's form before hydration: taken up before or after the page's opening, as React orders them.
    const state = run(
      a.formChanged({ pickupDistrict: 'OUTSIDE_DHAKA' }),
      a.opened(),
      a.formChanged({ fullName: '' }),
      a.formRestored(saved),
    );
    expect(state.form).toMatchObject({ fullName: '', mobile: '01712345678', shortAddress: 'Dhanmondi', pickupDistrict: 'OUTSIDE_DHAKA' });
    expect(state.paymentType).toBe('ONLINE');
  });

  it('changes nothing once the details are confirmed', () => {
    const saved = readSavedCheckout({ form: { email: 'old@example.com', pickupDistrict: 'OUTSIDE_DHAKA' }, paymentType: 'ONLINE' })!;
    const confirmed = run(
      a.formChanged({ fullName: 'Rafi Ahmed', mobile: '01712345678', shortAddress: 'Road 5, Dhanmondi' }),
      a.customerConfirmed({ payableTotal: 1000 }),
    );
    expect(confirmed.step).toBe('payment');
    expect(reducer(confirmed, a.formRestored(saved))).toEqual(confirmed);
  });

  it('fills every field again once an order has emptied the form', () => {
    const saved = readSavedCheckout({ form: { fullName: 'Rahim', pickupDistrict: 'INSIDE_DHAKA' }, paymentType: 'CASH_ON_DELIVERY' })!;
    const placed = a.orderPlaced({ invoiceId: 'INV-1', paymentType: 'CASH_ON_DELIVERY' });
    const state = run(a.formChanged({ pickupDistrict: 'OUTSIDE_DHAKA', fullName: 'Karim' }), placed, a.opened(), a.formRestored(saved));
    expect(state.form).toMatchObject({ fullName: 'Rahim', pickupDistrict: 'INSIDE_DHAKA' });
  });
});
