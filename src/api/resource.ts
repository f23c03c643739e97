import type { ApiResult, HttpClient, QueryParams } from './http';
import { listAnswer, type Answer, type ListAnswer } from './answers';

/** The spec's generic resource client, one endpoint: the verbs the shop calls (its PUT and DELETE have no caller in a storefront). */
export interface ResourceClient<T> {
  create(body: unknown, params?: QueryParams): Promise<ApiResult<T>>;
  findOne(params: QueryParams): Promise<ApiResult<T>>;
  search(body: unknown, params?: QueryParams): Promise<ApiResult<ListAnswer<T>>>;
}

/** `answer`: what one entity of this endpoint must look like (its search answers a list of them). */
export function resource<T>(http: HttpClient, endpoint: string, answer: Answer<T>): ResourceClient<T> {
  const list = listAnswer(answer);
  return {
    create: (body, params) => http.request('POST', endpoint, { body, params, answer }),
    findOne: (params) => http.request('GET', endpoint, { params, answer }),
    search: (body, params) => http.request('POST', `${endpoint}/search`, { body, params, answer: list }),
  };
}
