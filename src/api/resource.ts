import type { ApiResult, HttpClient, QueryParams } from './http';

/** The spec's generic resource client, one endpoint: the verbs the shop calls (its PUT and DELETE have no caller in a storefront). */
export interface ResourceClient<T> {
  create(body: unknown, params?: QueryParams): Promise<ApiResult<T>>;
  findOne(params: QueryParams): Promise<ApiResult<T>>;
  search<L = T>(body: unknown, params?: QueryParams): Promise<ApiResult<{ list: L[]; nextPageToken: string; total: number }>>;
}

export function resource<T>(http: HttpClient, endpoint: string): ResourceClient<T> {
  return {
    create: (body, params) => http.request<T>('POST', endpoint, { body, params }),
    findOne: (params) => http.request<T>('GET', endpoint, { params }),
    search: (body, params) => http.request('POST', `${endpoint}/search`, { body, params }),
  };
}
