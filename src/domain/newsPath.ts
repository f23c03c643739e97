/** The address of a news article's page. */
export const newsDetailsPath = (id: string) => `/news/details?id=${encodeURIComponent(id)}`;

/** The article an article page shows: its `id` parameter, trimmed (links to articles may carry spaces). */
export const articleIdParam = (params: URLSearchParams) => params.get('id')?.trim() ?? '';
