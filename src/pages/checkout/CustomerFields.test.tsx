import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { setupStore } from '../../root/store';
import { fakeDeps, memoryStorage } from '../../test/fakes';
import { TextsContext } from '../../i18n/TextsContext';
import { englishTexts } from '../../test/texts';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import { readSavedCheckout } from '../../features/checkout/savedCheckout';
import CustomerFields, { fieldId } from './CustomerFields';

describe('the checkout fields typed into before the page hydrated', () => {
  it('take up what the boxes hold, the mobile number as the shop keeps it, and a saved form then leaves them', async () => {
    const { store } = setupStore(fakeDeps(), memoryStorage());
    const fields = (
      <Provider store={store}>
        <TextsContext.Provider value={englishTexts}>
          <CustomerFields disabled={false} />
        </TextsContext.Provider>
      </Provider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(fields);
    document.body.appendChild(host);
    const box = (field: 'fullName' | 'mobile' | 'shortAddress') =>
      host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(field)}`)!;
    box('fullName').value = 'Rafi Ahmed';
    box('mobile').value = '+880 1712-345678';

    await act(async () => void hydrateRoot(host, fields));
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
