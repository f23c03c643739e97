import type { FeatureSaga } from '../../app/deps';
import { ordersSaga } from '../../features/orders/ordersSaga';
import { shopperOrdersSaga } from '../../features/shopperOrders/shopperOrdersSaga';

/** The sagas of order tracking, in one chunk with them (orderTrack.route.ts). */
export const sagas: FeatureSaga[] = [ordersSaga, shopperOrdersSaga];
