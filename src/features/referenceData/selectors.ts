import { createSelector } from '@reduxjs/toolkit';
import { buildCategoryTree } from '../../domain/categoryTree';
import type { ReferenceData } from '../../domain/shopUrl';
import type { ReferenceDataState } from './referenceDataSlice';

type State = { referenceData: ReferenceDataState };

export const selectReferenceData = (state: State) => state.referenceData;
export const selectReferenceStatus = (state: State) => state.referenceData.status;
export const selectBrandsStatus = (state: State) => state.referenceData.status.brands;

export const selectCategoryTree = createSelector([(state: State) => state.referenceData.categories], buildCategoryTree);

/** The lists a shop URL's ids resolve against. */
export const selectUrlReference = createSelector([selectReferenceData], ({ categories, sizes, colors, bands, brands }): ReferenceData => ({
  categories,
  sizes,
  colors,
  bands,
  brands,
}));

/** The band and category names a search that found nothing may offer instead ("Did you mean"). */
export const selectSearchedNames = createSelector(
  [(state: State) => state.referenceData.bands, (state: State) => state.referenceData.categories],
  (bands, categories) => [...bands, ...categories].map(({ name }) => name),
);
