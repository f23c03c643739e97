import {
  isItemIdShaped,
  mergeRemovedProducts,
  mergeSavedProducts,
  type RemovedProduct,
  type SavedProduct,
} from '../../domain/savedProducts';
import type { SavedState, StoredSaved } from './savedSlice';

/** The browser storage key the saved products are kept under. */
export const SAVED_KEY = 'saved';

const isSavedProduct = (value: unknown): value is SavedProduct => {
  const entry = value as Partial<SavedProduct> | null;
  return !!entry && isItemIdShaped(entry.itemId) && Number.isSafeInteger(entry.savedAt);
};

const isRemovedProduct = (value: unknown): value is RemovedProduct => {
  const entry = value as Partial<RemovedProduct> | null;
  return !!entry && isItemIdShaped(entry.itemId) && Number.isSafeInteger(entry.removedAt);
};

const validOnly = <T>(value: unknown, isValid: (entry: unknown) => entry is T): T[] => (Array.isArray(value) ? value.filter(isValid) : []);

/** The saved products as storage keeps them; what is not a saved product is left out, and anything else reads as none. */
export function readStoredSaved(value: unknown): StoredSaved {
  const stored = value as Partial<Record<keyof StoredSaved, unknown>> | null;
  return {
    list: mergeSavedProducts(validOnly(stored?.list, isSavedProduct)),
    unsynced: stored?.unsynced === true,
    removed: mergeRemovedProducts(validOnly(stored?.removed, isRemovedProduct)),
  };
}

/** What storage keeps of the slice. */
export const storedSaved = ({ list, unsynced, removed }: SavedState): StoredSaved => ({ list, unsynced, removed });
