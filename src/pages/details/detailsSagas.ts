import type { FeatureSaga } from '../../app/deps';
import { productDetailsSaga } from '../../features/catalog/productDetailsSaga';
import { restockSaga } from '../../features/restock/restockSaga';
import { recentSaga } from '../../features/recent/recentSaga';
import { shelfSaga } from '../../features/productShelf/shelfSaga';
import { dropSaga } from '../../features/drop/dropSaga';

/** The sagas of the product page, in one chunk with them (details.route.ts). */
export const sagas: FeatureSaga[] = [productDetailsSaga, restockSaga, recentSaga, shelfSaga, dropSaga];
