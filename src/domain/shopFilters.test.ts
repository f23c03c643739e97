import { DISCOUNT_OPTIONS, searchText } from './shopFilters';

describe('DISCOUNT_OPTIONS', () => {
  it('offers 10 % to 70 % in steps of 10, then No Discount as id 11', () => {
    expect(DISCOUNT_OPTIONS).toEqual([
      { id: 10, name: '10% and above' },
      { id: 20, name: '20% and above' },
      { id: 30, name: '30% and above' },
      { id: 40, name: '40% and above' },
      { id: 50, name: '50% and above' },
      { id: 60, name: '60% and above' },
      { id: 70, name: '70% and above' },
      { id: 11, name: 'No Discount' },
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
