import { DISCOUNT_OPTIONS, searchText } from './shopFilters';

describe('DISCOUNT_OPTIONS', () => {
  it('offers 10 % to 70 % in steps of 10, then No Discount as id 11', () => {
    expect(DISCOUNT_OPTIONS).toEqual([
      { id: 10, percent: 10 },
      { id: 20, percent: 20 },
      { id: 30, percent: 30 },
      { id: 40, percent: 40 },
      { id: 50, percent: 50 },
      { id: 60, percent: 60 },
      { id: 70, percent: 70 },
      { id: 11, percent: null },
    ]);
  });
});

describe('searchText', () => {
  it.each([
    ['Megadeth', 'Megadeth'],
    ['  Megadeth  ', 'Megadeth'],
    ['emptyQuery', ''],
    [' emptyQuery ', ''],
    ['emptyquery', 'emptyquery'],
    ['', ''],
  ])('%j → %j', (query, expected) => {
    expect(searchText(query)).toBe(expected);
  });
});
