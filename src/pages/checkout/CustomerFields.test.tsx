import { act } from '@testing-library/react';
import { serverRenderedWithStore } from '../../test/render';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { readSavedCheckout } from '../../features/checkout/savedCheckout';
import CustomerFields, { fieldId } from './CustomerFields';

describe('the checkout fields typed into before the page hydrated', () => {
  it('take up what the boxes hold, the mobile number as the shop keeps it, and a saved form then leaves them', async () => {
    const { store, host, hydrate } = serverRenderedWithStore(<CustomerFields disabled={false} />);
    const box = (field: 'fullName' | 'mobile' | 'shortAddress') =>
      host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(field)}`)!;
    box('fullName').value = 'Rafi Ahmed';
    box('mobile').value = '+880 1712-345678';

    await hydrate();
    expect(store.getState().checkout.form).toMatchObject({ fullName: 'Rafi Ahmed', mobile: '01712345678', shortAddress: '' });
    expect(box('fullName').value).toBe('Rafi Ahmed');

    const saved = readSavedCheckout({
      form: { fullName: 'Karim', mobile: '01812345678', shortAddress: 'Dhanmondi' },
      paymentType: 'CASH_ON_DELIVERY',
    })!;
    act(() => {
      store.dispatch(checkoutActions.formRestored(saved));
    });
    expect(store.getState().checkout.form).toMatchObject({ fullName: 'Rafi Ahmed', mobile: '01712345678', shortAddress: 'Dhanmondi' });
    expect(box('shortAddress').value).toBe('Dhanmondi');
    host.remove();
  });
});
