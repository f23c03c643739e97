import { isItemIdShaped, mergeSavedProducts, type SavedProduct } from '../../domain/savedProducts';
import type { SavedState, StoredSaved } from './savedSlice';

/** The browser storage key the saved products are kept under. */
export const SAVED_KEY = 'saved';

const isSavedProduct = (value: unknown): value is SavedProduct => {
  const entry = value as Partial<SavedProduct> | null;
  return !!entry && isItemIdShaped(entry.itemId) && Number.isSafeInteger(entry.savedAt);
};

/** The saved products as storage keeps them; what is not a saved product is left out, and anything else reads as none. */
export function readStoredSaved(value: unknown): StoredSaved {
  const stored = value as Partial<Record<keyof StoredSaved, unknown>> | null;
  const list = Array.isArray(stored?.list) ? stored.list.filter(isSavedProduct) : [];
  return { list: mergeSavedProducts(list), unsynced: stored?.unsynced === true };
}

/** What storage keeps of the slice. */
export const storedSaved = ({ list, unsynced }: SavedState): StoredSaved => ({ list, unsynced });
