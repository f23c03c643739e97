import type { FeatureSaga } from '../../app/deps';
import { promoSaga } from '../../features/promo/promoSaga';

/** The sagas of the cart, in one chunk with them (cart.route.ts). */
export const sagas: FeatureSaga[] = [promoSaga];
