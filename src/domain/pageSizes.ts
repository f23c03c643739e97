/** Spec §9: 15 news fetched for the home carousel, 6 a page on the news page. */
export const NEWS_PAGE_SIZE = { home: 15, list: 6 } as const;

/** Spec §9: outlet locations 8 a page. */
export const OUTLET_PAGE_SIZE = 8;
