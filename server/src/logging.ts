// What the request log keeps of a request: never a secret that travels in its address (the gateway's and the
// payment reports' token).
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** The address with the value of every `token` parameter replaced. */
export const redactedUrl = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

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
