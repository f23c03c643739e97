import * as v from 'valibot';
import type { Answer } from './answers';

/** Every call's result, as the spec reads it: a status, a JSON body when there is one, and a network-error flag. */
export interface ApiResult<T = unknown> {
  status: number;
  /** A success's body, of the call's shape; a refusal's body as sent (read it as unknown). */
  body?: T;
  networkError: boolean;
  /** Why a success's body could not be read as the call's answer (not JSON, or not of its shape); it then has no body. */
  unreadable?: string;
}

export interface HttpClientOptions {
  baseUrl: string;
  apiKey: string;
  deviceId: string;
  /** Read at call time, so a token saved after start-up is sent too. */
  getToken: () => string | null | undefined;
  fetch?: typeof fetch;
  /** Handed each call as it starts, to follow it until it has answered in full (its body read). */
  track?: (call: Promise<unknown>) => void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<T> {
  params?: QueryParams;
  body?: unknown;
  /** What a success's body must be; without it the body is not read as anything. */
  answer?: Answer<T>;
}

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** A success's body through its schema; a refusal's as it came. */
function readBody<T>(status: number, json: unknown, answer: Answer<T> | undefined): ApiResult<T> {
  if (!answer || !isSuccess(status)) return { status, body: json as T, networkError: false };
  const read = v.safeParse(answer, json);
  if (read.success) return { status, body: read.output, networkError: false };
  const [issue] = read.issues;
  const where = v.getDotPath(issue);
  return { status, networkError: false, unreadable: where ? `${where}: ${issue.message}` : issue.message };
}

export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  async function send<T>(method: HttpMethod, path: string, { params, body, answer }: RequestOptions<T>): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-API-KEY': options.apiKey,
      'X-DEVICE-ID': options.deviceId,
    };
    const token = options.getToken();
    if (token) headers['X-AUTH-TOKEN'] = token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}${toQueryString(params)}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { status: 0, networkError: true };
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return answer && isSuccess(response.status)
        ? { status: response.status, networkError: false, unreadable: 'the answer is not JSON' }
        : { status: response.status, networkError: false };
    }
    return readBody(response.status, json, answer);
  }
  return {
    request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions<T> = {}) {
      const call = send(method, path, requestOptions);
      options.track?.(call);
      return call;
    },
  };
}
