import type { ReferenceData } from '../../domain/shopUrl';
import { filtersFromUrl } from './urlFilters';

const nothingLoaded: ReferenceData = { categories: [], sizes: [], colors: [], bands: [], brands: [] };

describe('filtersFromUrl', () => {
  it.each([
    ['query=টি-শার্ট ২০২৪', 'টি-শার্ট 2024'],
    ['keyword=Warfaze ১৯৮৪', 'Warfaze 1984'],
    ['query=Slayer 1986', 'Slayer 1986'],
  ])('searches %s for %j: Bengali digits as the ASCII digits product names carry', (search, query) => {
    expect(filtersFromUrl('shop', new URLSearchParams(search), nothingLoaded).query).toBe(query);
  });
});
