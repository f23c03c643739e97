import type { FeatureSaga } from '../../app/deps';
import { recentSaga } from '../../features/recent/recentSaga';
import { shelfSaga } from '../../features/productShelf/shelfSaga';

/** The sagas of the home page, in one chunk with them (home.route.ts). */
export const sagas: FeatureSaga[] = [recentSaga, shelfSaga];
