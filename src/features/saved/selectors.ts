import type { SavedState } from './savedSlice';

type State = { saved: SavedState };

export const selectSaved = (state: State) => state.saved;
export const selectSavedCount = (state: State) => state.saved.list.length;
export const selectIsSaved = (state: State, itemId: string) => state.saved.list.some((entry) => entry.itemId === itemId);
