import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRedactedForReport, redactForReport, redactPageAddress, StandIns } from './reportRedaction';

const recordedCheckout = JSON.parse(readFileSync(join(__dirname, '../qa/fixtures/checkout-cash-on-delivery.log.json'), 'utf8')) as {
  payload: string;
  preloadedState: string;
};
const checkoutLog = { actions: JSON.parse(recordedCheckout.payload) as unknown[], state: JSON.parse(recordedCheckout.preloadedState) };
type Recorded = { type: string; payload: Record<string, string> };
const recorded = (type: string) =>
  (checkoutLog.actions as Recorded[]).filter((action) => action.type === type).map((action) => action.payload);
/** What the shopper typed in the recording (a new recording types another mobile number), and the order it placed. */
const typedAtCheckout = recorded('checkout/formChanged').flatMap((payload) => Object.values(payload));
const placedInvoice = recorded('checkout/orderPlaced')[0].invoiceId;

/** What a shopper types to sign in and is answered: the actions as the store sees them (before the recorder blanks any). */
const signIn = [
  { type: 'account/codeRequested', payload: { mobile: '01819555777' } },
  { type: 'account/codeSent', payload: { mobile: '01819555777' } },
  { type: 'account/codeSignInRequested', payload: { mobile: '01819555777', code: '482913' } },
  {
    type: 'account/signedIn',
    payload: {
      customer: {
        id: 'c-41',
        mobile: '01819555777',
        fullName: 'Tahmina Akter',
        email: 'tahmina.akter@example.com',
        shortAddress: 'Flat 4B, Road 11, Banani',
        verified: true,
      },
      signedInBy: 'code',
    },
  },
  { type: 'account/passwordSetRequested', payload: { password: 'iron-maiden-1980' } },
  { type: 'account/passwordSignInRequested', payload: { mobile: '01819555777', password: 'iron-maiden-1980' } },
];

/** What a shopper might type: any text but a stand-in, a blanked secret or one of the shop's load statuses. */
const typedValue = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((value) => !/^(<[a-z]+-\d+>|\[redacted\]|idle|loading|loaded|failed)$/.test(value));

describe('redactForReport', () => {
  it('sends nothing typed in a recorded checkout or sign-in, while the log still reads as a session', () => {
    const standIns = StandIns.over(checkoutLog, signIn);
    const sent = JSON.stringify([redactForReport(checkoutLog, standIns), redactForReport(signIn, standIns)]);
    expect(typedAtCheckout).toEqual(
      expect.arrayContaining(['Rafi Ahmed', expect.stringMatching(/^\+880 1/), expect.stringMatching(/^House 12/)]),
    );
    const typed = [...typedAtCheckout, '01819555777', '482913', 'Tahmina', 'tahmina.akter', 'Banani'];
    for (const value of [...typed, 'iron-maiden-1980']) expect(sent).not.toContain(value);
    // What QA reads a session by is still there: action types, ids, SKU codes, statuses, prices and quantities.
    for (const kept of ['checkout/orderPlaced', placedInvoice, 'MM-10054-BLACK', 'CASH_ON_DELIVERY', '"payableTotal":547', 'c-41']) {
      expect(sent).toContain(kept);
    }
  });

  it('names each stand-in by its field, the same value the same stand-in in the log and the state', () => {
    const standIns = StandIns.over(signIn);
    const [requested, sent, signInAction, signedIn] = redactForReport(signIn, standIns) as {
      payload: Record<string, unknown> & { customer?: Record<string, unknown> };
    }[];
    expect(requested.payload.mobile).toBe('<mobile-1>');
    expect(sent.payload.mobile).toBe('<mobile-1>');
    expect(signInAction.payload.code).toBe('<code-1>');
    expect(signedIn.payload.customer).toMatchObject({
      mobile: '<mobile-1>',
      fullName: '<name-1>',
      email: '<email-1>',
      shortAddress: '<address-1>',
    });
    const state = redactForReport({ account: { signIn: { codeSentTo: '01819555777' } } }, standIns);
    expect(state.account.signIn.codeSentTo).toBe('<mobile-1>');
  });

  it('keeps the codes of the catalogue and hides a code sent by SMS under the same name', () => {
    expect(redactForReport({ code: 'MM-10234-BLACK-XL' })).toEqual({ code: 'MM-10234-BLACK-XL' });
    expect(redactForReport({ code: 'XL' })).toEqual({ code: 'XL' });
    expect(redactForReport({ code: '771204' })).toEqual({ code: '<code-1>' });
    expect(redactForReport({ code: 'metal' })).toEqual({ code: '<code-1>' });
  });

  it('keeps the checkout’s choices, a bare constant as an action’s payload among them', () => {
    const choices = [
      { type: 'checkout/paymentTypeChosen', payload: 'CASH_ON_DELIVERY' },
      { type: 'checkout/formChanged', payload: { pickupDistrict: 'OUTSIDE_DHAKA', pickupPoint: 'HOME' } },
      { type: 'typeahead/queryChanged', payload: 'Rafi Ahmed' },
    ];
    expect(redactForReport(choices)).toEqual([choices[0], choices[1], { ...choices[2], payload: '<text-1>' }]);
  });

  it('keeps a value one of the report’s safe fields holds wherever it is, as the sagas build from it; never one only searched for', () => {
    const form = { pickupPoint: 'HOME', fullName: 'Nusrat' };
    const order = { extras: { pickupPoints: 'HOME' }, info: { fullName: 'Nusrat' } };
    const search = { query: 'Nusrat' };
    const standIns = StandIns.over(form, order, search);
    expect(redactForReport(order, standIns)).toEqual({ extras: { pickupPoints: 'HOME' }, info: { fullName: '<name-1>' } });
    expect(redactForReport({ extras: { pickupPoints: 'HOME' } })).toEqual({ extras: { pickupPoints: '<text-1>' } });
  });

  it('never sends a mobile number or an email, even where a safe field holds it', () => {
    // A number typed into the order-tracking box is kept as an invoice id nowhere, nor vouches for the checkout's copy.
    const session = [
      { type: 'orders/trackRequested', payload: { invoiceId: '01712345678', mobile: '01712345678' } },
      { type: 'checkout/formChanged', payload: { mobile: '+880 1712-345678', email: 'rafi@example.com' } },
      { type: 'typeahead/queryChanged', payload: { query: '017 1234 5678' } },
      { status: 'rafi@example.com', tags: ['rafi.k@example.com'], query: 'rafi@example.com' },
    ];
    const sent = JSON.stringify(redactForReport(session));
    for (const typed of ['01712345678', '1712-345678', '017 1234 5678', 'rafi@example.com', 'rafi.k@']) expect(sent).not.toContain(typed);
  });

  it('keeps a search as typed, and ids and filters as chosen, but lets no id or search vouch for a name', () => {
    const standIns = StandIns.over([{ invoiceId: 'NusratJahan' }, { fullName: 'NusratJahan' }]);
    expect(redactForReport({ fullName: 'NusratJahan' }, standIns)).toEqual({ fullName: '<name-1>' });
    expect(redactForReport({ query: 'iron maiden hoodie XL', minPrice: '500', maxPrice: 'cheap' })).toEqual({
      query: 'iron maiden hoodie XL',
      minPrice: '500',
      maxPrice: '<text-1>',
    });
  });

  it('hides a key that is not a name in the code, an id or an index', () => {
    const redacted = redactForReport({ byMobile: { '+880 1721-400001': 1, 'INV-3AE5SAPZG9': 2, '3': 3, 'a@b.com': 4 } });
    expect(Object.keys(redacted.byMobile)).toEqual(['3', '<text-1>', 'INV-3AE5SAPZG9', '<text-2>']);
  });

  it('keeps a safe field only while its value has that field’s shape', () => {
    expect(redactForReport({ status: 'PENDING', sort: 'price-low-to-high', id: 'INV-1' })).toEqual({
      status: 'PENDING',
      sort: 'price-low-to-high',
      id: 'INV-1',
    });
    expect(redactForReport({ status: 'Rafi Ahmed', id: 'rafi@example.com', image: 'https://elsewhere.example/x.png' })).toEqual({
      status: '<text-1>',
      id: '<text-2>',
      image: '<text-3>',
    });
  });

  const personalField = fc.constantFrom('fullName', 'mobile', 'email', 'shortAddress', 'password', 'note', 'token', 'detail', 'title');

  it('never sends a value typed into a field that is not on the allowlist, wherever it sits', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(personalField, typedValue), { minLength: 1, maxLength: 6 }), fc.nat(3), (fields, depth) => {
        let value: unknown = Object.fromEntries(fields);
        for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { payload: value };
        const leaves: string[] = [];
        JSON.stringify(redactForReport(value), (_key, each: unknown) => {
          if (typeof each === 'string') leaves.push(each);
          return each;
        });
        for (const [, typed] of fields) expect(leaves).not.toContain(typed);
      }),
    );
  });

  it('is the same report when redacted twice, so the server finds a redacted report as it was sent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = redactForReport(value);
        expect(redactForReport(once)).toEqual(once);
        expect(isRedactedForReport([once])).toBe(true);
      }),
    );
    expect(isRedactedForReport([{ payload: { fullName: 'Rafi Ahmed' } }])).toBe(false);
    expect(isRedactedForReport([{}], '/payment/success?token=720ced4a')).toBe(false);
  });
});

describe('redactPageAddress', () => {
  it('keeps the path and the filters, and hides what a query carries of the shopper', () => {
    const standIns = StandIns.over();
    expect(redactPageAddress('/shop?query=iron%20maiden&sort=price-low-to-high&page=2', standIns)).toBe(
      '/shop?query=iron+maiden&sort=price-low-to-high&page=2',
    );
    expect(redactPageAddress('/payment/success?invoiceId=INV-1&token=720ced4aaa5c6d9180b31637930e6a2d', standIns)).toBe(
      '/payment/success?invoiceId=INV-1&token=%3Ctoken-1%3E',
    );
    expect(redactPageAddress('/order/track/INV-3AE5SAPZG9')).toBe('/order/track/INV-3AE5SAPZG9');
  });

  it('hides a mobile number or an email in the path or a query name, and keeps an address the server takes', () => {
    expect(redactPageAddress('//order/01712345678/rafi%40example.com?01712345678=1&page=2')).toBe(
      '/order/%3Ctext-1%3E/%3Ctext-2%3E?%3Ctext-1%3E=%3Ctext-3%3E&page=2',
    );
    const long = `/shop?${Array.from({ length: 120 }, (_, n) => `name${n}=Rafi+Ahmed+${n}`).join('&')}`;
    const sent = redactPageAddress(long);
    expect(sent).toBe('/shop');
    expect(isRedactedForReport([], sent)).toBe(true);
    expect(redactPageAddress(`/${'a'.repeat(2500)}`)).toHaveLength(2000);
  });

  it('never carries a value of a query field off the allowlist, whatever the address', () => {
    const personalParam = fc.constantFrom('name', 'token', 'mobile', 'email', 'note', 'q', 'ref');
    fc.assert(
      fc.property(fc.webPath(), fc.array(fc.tuple(personalParam, typedValue), { minLength: 1, maxLength: 4 }), (path, params) => {
        const address = `/${path.replace(/^\/+/, '').split('?')[0]}?${new URLSearchParams(params).toString()}`;
        const sent = new URLSearchParams(redactPageAddress(address).split('?')[1]);
        for (const [name, typed] of params) expect(sent.getAll(name)).not.toContain(typed);
        expect(isRedactedForReport([], redactPageAddress(address))).toBe(true);
      }),
    );
  });
});
