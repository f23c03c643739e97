import type { FeatureSaga } from '../../app/deps';
import { promoSaga } from '../../features/promo/promoSaga';
import { holdSaga } from '../../features/drop/holdSaga';

/** The sagas of the cart, in one chunk with them (cart.route.ts). */
export const sagas: FeatureSaga[] = [promoSaga, holdSaga];
