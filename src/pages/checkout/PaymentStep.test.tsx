import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutActions } from '../../features/checkout/checkoutSlice';
import type { Language } from '../../domain/language';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../domain/options';
import { renderWithStore } from '../../test/render';
import { bengaliTexts, englishTexts } from '../../test/texts';
import PaymentStep from './PaymentStep';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const TEXTS = { en: englishTexts, bn: bengaliTexts };
const size = (name: string) => ({ id: `size-${name}`, optionId: SIZE_OPTION_ID, optionName: 'Size', name });
const colour = (name: string) => ({ id: `colour-${name}`, optionId: COLOR_OPTION_ID, optionName: 'Color', name });

describe.each<Language>(['en', 'bn'])('Confirm Order in %s', (language) => {
  const { t, price } = TEXTS[language];
  const confirmOrder = () => screen.getByRole('button', { name: t('checkout.payment.confirmOrder') });

  it('a tap on it while the terms are not accepted says what is missing; it stays disabled until the box is ticked', async () => {
    const user = userEvent.setup();
    renderWithStore(<PaymentStep />, { language });
    expect(confirmOrder()).toBeDisabled();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    // The disabled button takes no click; the tap lands on what holds it.
    await user.click(confirmOrder().parentElement!);
    expect(status).toHaveTextContent(t('checkout.payment.acceptTerms'));
    expect(confirmOrder()).toBeDisabled();
    expect(confirmOrder()).toHaveAccessibleDescription(t('checkout.payment.acceptTerms'));

    await user.click(screen.getByRole('checkbox'));
    expect(confirmOrder()).toBeEnabled();
    expect(status).toBeEmptyDOMElement();
  });

  it('names every line a refused order changed, in one message', async () => {
    const { store } = renderWithStore(<PaymentStep />, { language });
    act(() => {
      store.dispatch(
        checkoutActions.linesChanged({
          changes: [],
          onlineLocationId: 'online-warehouse',
          notices: [
            {
              skuCode: 'a-L',
              title: 'Artcell Tee',
              attributeValues: [size('L'), colour('Maroon')],
              quantity: 1,
              capped: true,
              unitPrice: null,
            },
            { skuCode: 'b-M', title: 'Warfaze Tee', attributeValues: [], quantity: 2, capped: false, unitPrice: 550 },
            { skuCode: 'c-S', title: 'Aurthohin Hoodie', attributeValues: [], quantity: 0, capped: false, unitPrice: null },
          ],
          error: { status: 409, message: 'checkout.changed.next' },
        }),
      );
    });
    // The notice's code loads with the refusal; until then the alert says the order was not placed.
    await screen.findByText(t('checkout.changed.title'));
    const [alert, ...others] = screen.getAllByRole('alert');
    expect(others).toHaveLength(0);
    const artcell = t('checkout.changed.variant', {
      name: 'Artcell Tee',
      variant: `${t('cart.size', { size: 'L' })} · ${t('cart.color', { color: 'Maroon' })}`,
    });
    expect(alert).toHaveTextContent(t('checkout.changed.title'));
    expect(alert).toHaveTextContent(t('checkout.changed.capped', { name: artcell, quantity: 1 }));
    expect(alert).toHaveTextContent(t('checkout.changed.repriced', { name: 'Warfaze Tee', price: price(550) }));
    expect(alert).toHaveTextContent(t('checkout.changed.removed', { name: 'Aurthohin Hoodie' }));
    expect(alert).toHaveTextContent(t('checkout.changed.next'));
  });
});
