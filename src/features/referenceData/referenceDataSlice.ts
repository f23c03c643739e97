import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AttributeValue, Category, Lookup } from '../../domain/types';
import type { ApiError, LoadStatus } from '../../app/failures';

export interface ReferenceLists {
  colors: AttributeValue[];
  sizes: AttributeValue[];
  bands: Lookup[];
  brands: Lookup[];
  categories: Category[];
}

export type ReferenceKind = keyof ReferenceLists;

export const REFERENCE_KINDS: ReferenceKind[] = ['colors', 'sizes', 'bands', 'brands', 'categories'];

export interface ReferenceDataState extends ReferenceLists {
  status: Record<ReferenceKind, LoadStatus>;
  errors: Partial<Record<ReferenceKind, ApiError>>;
}

const idle = Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, 'idle'])) as Record<ReferenceKind, LoadStatus>;

const initialState: ReferenceDataState = { colors: [], sizes: [], bands: [], brands: [], categories: [], status: idle, errors: {} };

export type LoadedPayload = {
  [K in ReferenceKind]: { kind: K; list: ReferenceLists[K]; source: 'cache' | 'server'; savedAt: number };
}[ReferenceKind];

const referenceDataSlice = createSlice({
  name: 'referenceData',
  initialState,
  reducers: {
    /** A page that shows filters mounted: load what is not loaded yet. */
    pageMounted() {},
    loadStarted(state, { payload }: PayloadAction<{ kinds: ReferenceKind[] }>) {
      for (const kind of payload.kinds) state.status[kind] = 'loading';
    },
    loaded(state, { payload }: PayloadAction<LoadedPayload>) {
      (state[payload.kind] as ReferenceLists[ReferenceKind]) = payload.list;
      state.status[payload.kind] = 'loaded';
      delete state.errors[payload.kind];
    },
    loadFailed(state, { payload }: PayloadAction<{ kind: ReferenceKind; error: ApiError }>) {
      state.status[payload.kind] = 'failed';
      state.errors[payload.kind] = payload.error;
    },
  },
});

export const referenceDataActions = referenceDataSlice.actions;
export default referenceDataSlice.reducer;
