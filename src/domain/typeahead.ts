import type { ItemSearchRequest } from './requests';
import { escapeRegex } from './regex';

/** Spec §9: suggestions shown under the search box. */
export const SUGGESTION_COUNT = 10;

/** Spec §7: active items whose title contains the typed text, by title. */
export function typeaheadSearch(text: string): ItemSearchRequest {
  const query = text.trim();
  return {
    textParams: [
      { field: 'status', value: 'ACTIVE', matchType: 'EXACT' },
      { field: 'title', value: escapeRegex(query), matchType: 'REGEX' },
    ],
    sortParams: [{ field: 'title', type: 'ASCENDING' }],
    page: 1,
    size: SUGGESTION_COUNT,
    query,
  };
}
