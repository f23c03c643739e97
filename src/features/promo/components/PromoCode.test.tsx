import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '../../../api/http';
import type { ShopApi } from '../../../api/shopApi';
import type { Language } from '../../../domain/language';
import type { VoucherCheck } from '../../../domain/voucher';
import type { VoucherCheckRequest } from '../../../domain/voucherCheck';
import { fakeDeps } from '../../../test/fakes';
import { bigShirt } from '../../../test/qaJourney';
import { renderWithStore } from '../../../test/render';
import { bengaliTexts, englishTexts } from '../../../test/texts';
import { cartActions } from '../../cart/cartSlice';
import PromoCode from './PromoCode';

/** The field in `language` over the shirt's cart, the shop answering each check with `answer`. */
function promoField(language: Language, answer: (request: VoucherCheckRequest) => VoucherCheck) {
  const base = fakeDeps();
  const checks: VoucherCheckRequest[] = [];
  const checkVoucher = (request: VoucherCheckRequest): Promise<ApiResult<VoucherCheck>> => {
    checks.push(request);
    return Promise.resolve({ status: 200, networkError: false, body: answer(request) });
  };
  const api = new Proxy(base.api, { get: (target, name: keyof ShopApi) => (name === 'checkVoucher' ? checkVoucher : target[name]) });
  const { store } = renderWithStore(<PromoCode />, { deps: { ...base, api }, language });
  act(() => void store.dispatch(cartActions.itemAdded(bigShirt)));
  return { store, checks, texts: language === 'bn' ? bengaliTexts : englishTexts };
}

describe('Promo code', () => {
  it('applies a typed code with Enter, says what it takes off, and Remove brings the field back', async () => {
    const { store, checks } = promoField('en', (request) => ({ code: request.code, discount: { lines: 240, delivery: 0, total: 240 } }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'metal10{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('METAL10 applied: Tk 240 off.');
    expect(checks.map((request) => request.code)).toEqual(['METAL10']);
    expect(store.getState().cart.promoCode).toBe('METAL10');
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code METAL10' }));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
    expect(store.getState().cart.promoCode).toBeUndefined();
  });

  it('says in Bengali, with the amount still to add, why a code does not apply', async () => {
    const { texts } = promoField('bn', (request) => ({ code: request.code, refused: { reason: 'belowMinimum', missing: 600 } }));
    const field = screen.getByRole('textbox', { name: texts.t('cart.promo.label') });

    await userEvent.type(field, 'FANCLUB');
    await userEvent.click(screen.getByRole('button', { name: texts.t('cart.promo.apply') }));

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('FANCLUB ব্যবহার করতে কার্টে আরও ৳৬০০-এর পণ্য যোগ করুন।');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(problem.textContent!);
  });

  it('names the day a code starts, on the shop’s clock', async () => {
    promoField('en', (request) => ({ code: request.code, refused: { reason: 'notStarted', startsAt: '2026-12-01T00:00:00.000+06:00' } }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'CONCERT{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('CONCERT can be used from 1 Dec 2026, 12:00 AM.');
  });
});
