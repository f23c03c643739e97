import { createSelector } from '@reduxjs/toolkit';
import type { DiscountsState } from './discountsSlice';

export const selectDiscountsStatus = (state: { discounts: DiscountsState }) => state.discounts.status;

/** Spec §5: discounts apply only when valid. */
export const selectValidDiscounts = createSelector([(state: { discounts: DiscountsState }) => state.discounts.list], (list) =>
  list.filter((d) => d.valid),
);
