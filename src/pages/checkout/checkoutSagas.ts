import type { FeatureSaga } from '../../app/deps';
import { checkoutSaga } from '../../features/checkout/checkoutSaga';
import { accountPageSaga } from '../../features/account/accountPageSaga';
import { shopperOrdersSaga } from '../../features/shopperOrders/shopperOrdersSaga';
import { promoSaga } from '../../features/promo/promoSaga';

/** The sagas of the checkout, in one chunk with them (checkout.route.ts). */
export const sagas: FeatureSaga[] = [checkoutSaga, accountPageSaga, shopperOrdersSaga, promoSaga];
