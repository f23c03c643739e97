import type { Item } from '../../domain/types';
import type { ShelfState } from './shelfSlice';

type State = { shelf: ShelfState };

export const selectShelf = (state: State) => state.shelf;

/** The products of `ids` the shop answered, in the list's order. */
export const shelfProducts = (shelf: ShelfState, ids: readonly string[]): Item[] =>
  ids.flatMap((id) => (shelf.items[id] ? [shelf.items[id]] : []));
