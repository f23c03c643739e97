/** The address of a news article's page. */
export const newsDetailsPath = (id: string) => `/news/details?id=${encodeURIComponent(id)}`;
