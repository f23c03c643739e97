/** Every call's result, as the spec reads it: a status, a JSON body when there is one, and a network-error flag. */
export interface ApiResult<T = unknown> {
  status: number;
  body?: T;
  networkError: boolean;
}

export interface HttpClientOptions {
  baseUrl: string;
  apiKey: string;
  deviceId: string;
  /** Read at call time, so a token saved after start-up is sent too. */
  getToken: () => string | null | undefined;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: { params?: QueryParams; body?: unknown }): Promise<ApiResult<T>>;
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
  return {
    async request<T>(method: HttpMethod, path: string, { params, body }: { params?: QueryParams; body?: unknown } = {}) {
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
      try {
        return { status: response.status, body: (await response.json()) as T, networkError: false };
      } catch {
        return { status: response.status, networkError: false };
      }
    },
  };
}
