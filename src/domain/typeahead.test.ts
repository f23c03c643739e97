import { typeaheadSearch } from './typeahead';

describe('typeaheadSearch', () => {
  it('asks for 10 active items by title, ascending', () => {
    expect(typeaheadSearch('Iron Maiden')).toEqual({
      textParams: [
        { field: 'status', value: 'ACTIVE', matchType: 'EXACT' },
        { field: 'title', value: 'Iron Maiden', matchType: 'REGEX' },
      ],
      sortParams: [{ field: 'title', type: 'ASCENDING' }],
      page: 1,
      size: 10,
      query: 'Iron Maiden',
    });
  });

  it.each([
    ['a.c*', 'a\\.c\\*', 'a.c*'],
    ['  slayer ', 'slayer', 'slayer'],
    ['m', 'm', 'm'],
    ['(tee', '\\(tee', '(tee'],
  ])('%j → title %j, query %j', (text, title, query) => {
    const request = typeaheadSearch(text);
    expect(request.textParams?.[1].value).toBe(title);
    expect(request.query).toBe(query);
  });
});
