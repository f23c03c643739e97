// The load generator the HTTP benches drive the server with.
export interface Histogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
export interface AutocannonResult {
  latency: Histogram;
  requests: Histogram & { total: number };
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
export interface AutocannonRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}
type Autocannon = (options: {
  /** Several URLs: the connections are dealt out over them in turn, into one result. */
  url: string | string[];
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
// autocannon ships no type declarations; this is the part used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const autocannon = require('autocannon') as Autocannon;
