import type { TypeaheadState } from './typeaheadSlice';

export const selectTypeahead = (state: { typeahead: TypeaheadState }) => state.typeahead;
