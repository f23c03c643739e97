import { createSelector } from '@reduxjs/toolkit';
import { branchPath } from '../../domain/branchUrl';
import type { OutletsState } from './outletsSlice';
import type { LoadStatus } from '../../app/failures';

type State = { outlets: OutletsState };

export interface OutletMenuEntry {
  key: string;
  name: string;
  path: string;
}

/** The OUTLET menu's entries: each showroom branch opens the BranchPage of its first stock location. */
export const selectOutletMenu = createSelector(
  (state: State) => state.outlets.branches,
  (branches): { status: LoadStatus; entries: OutletMenuEntry[] } => ({
    status: branches.status,
    entries: branches.list
      .filter((b) => b.stockLocations?.[0]?.id)
      .map((b) => ({ key: b.id, name: b.name, path: branchPath({ locationId: b.stockLocations[0].id, name: b.name, branchId: b.id }) })),
  }),
);

export const selectOutletPage = (state: State) => state.outlets.page;
