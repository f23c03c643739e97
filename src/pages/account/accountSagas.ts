import type { FeatureSaga } from '../../app/deps';
import { accountPageSaga } from '../../features/account/accountPageSaga';
import { shopperOrdersSaga } from '../../features/shopperOrders/shopperOrdersSaga';

/** The sagas of the account page, in one chunk with them (account.route.ts). */
export const sagas: FeatureSaga[] = [accountPageSaga, shopperOrdersSaga];
