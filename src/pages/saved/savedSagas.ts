import type { FeatureSaga } from '../../app/deps';
import { shelfSaga } from '../../features/productShelf/shelfSaga';
import { holdSaga } from '../../features/drop/holdSaga';

/** The sagas of the saved products, in one chunk with them (saved.route.ts). */
export const sagas: FeatureSaga[] = [shelfSaga, holdSaga];
