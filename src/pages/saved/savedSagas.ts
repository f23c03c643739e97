import type { FeatureSaga } from '../../app/deps';
import { shelfSaga } from '../../features/productShelf/shelfSaga';

/** The sagas of the saved products, in one chunk with them (saved.route.ts). */
export const sagas: FeatureSaga[] = [shelfSaga];
