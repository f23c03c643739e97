// What the request log keeps of a request: never a secret that travels in its address (the gateway's and the
// payment reports' token).
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * A `token` parameter as it appears in an address: itself (`?token=…`), or escaped once or more inside another
 * parameter's value (`/language/bn?next=%2Fpayments%2Fsuccess%3Ftoken%3D…`), up to the end of that parameter.
 */
const TOKEN_PARAMETER = /((?:[?&;]|%(?:25)*(?:3F|26|3B))token(?:=|%(?:25)*3D))[^&#]*/gi;

/** The address with the value of every `token` parameter replaced, wherever it is nested. */
export const redactedUrl = (url: string): string => url.replace(TOKEN_PARAMETER, '$1[redacted]');

/** pino's `req` serializer: Fastify's default fields, with the address redacted. */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Node's stream error, or end-of-stream's (which @fastify/compress's pump uses): the same event, without a code. */
const isPrematureClose = (value: unknown) =>
  value instanceof Error && ((value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close');

type LogMethod = (this: Logger, ...args: unknown[]) => void;

/**
 * pino's logMethod hook: a client that leaves before a compressed response ends (a closed tab, a phone losing signal)
 * makes @fastify/compress log the broken pipe as an error. It is an ordinary event, so it is logged at info, as Fastify
 * logs an uncompressed one; every other entry passes as it is.
 */
export function quietAbortedResponses(this: Logger, args: unknown[], method: LogMethod, level: number): void {
  const [first] = args;
  if (level >= 50 && isPrematureClose(first)) {
    this.info({ err: first }, 'the client closed the connection before the response ended');
    return;
  }
  method.apply(this, args);
}
