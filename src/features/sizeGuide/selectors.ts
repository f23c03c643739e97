import type { SizeGuide, Unit } from '../../domain/sizeGuide';
import type { CatalogState } from '../catalog/catalogSlice';
import type { SizeGuideState } from './sizeGuideSlice';

type State = { sizeGuide: SizeGuideState; catalog: Pick<CatalogState, 'details'> };

/**
 * The guide of the product the page shows, or null (it has none, it is not in yet, or the guide is another product's:
 * an answer that no longer matches the page is never shown).
 */
export const selectSizeGuide = (state: State): SizeGuide | null =>
  (state.sizeGuide.itemId === state.catalog.details.id && state.sizeGuide.guide) || null;

/** The dialog is open on this product's guide. */
export const selectSizeGuideOpen = (state: State): boolean =>
  state.sizeGuide.openFor === state.catalog.details.id && selectSizeGuide(state) !== null;

export const selectSizeGuideUnit = (state: State): Unit => state.sizeGuide.unit ?? 'in';
/** The size chosen on the page as the dialog opened (its code), which the table highlights. */
export const selectSizeGuideSize = (state: State) => state.sizeGuide.size;
