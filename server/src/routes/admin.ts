// The staff's calls (catalogue changes, order moves) need the admin token as a bearer token. The API key is no
// credential: every visitor's browser gets it. Without a configured token these calls are refused for everyone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perMinuteGuard, type RequestGuard } from '../clients';
import { ApiError } from '../errors';
import { sameSecret } from '../secrets';

function tokenCheck(adminToken: string | null) {
  return async (request: FastifyRequest) => {
    if (!adminToken) throw new ApiError(403, 'Admin calls are turned off on this server: start it with ADMIN_TOKEN set to use them.');
    const [scheme, token] = (request.headers.authorization ?? '').split(' ', 2);
    if (scheme !== 'Bearer' || !sameSecret(token, adminToken)) {
      throw new ApiError(403, 'This is a staff call: send the admin token as Authorization: Bearer <token>.');
    }
  };
}

/** One guard for every staff call: each attempt, right or wrong, counts against one limit, so a token cannot be guessed at speed. */
export function adminGuard(app: FastifyInstance, adminToken: string | null, attemptsPerMinute: number | false): RequestGuard {
  const attempts = perMinuteGuard(app, attemptsPerMinute);
  const check = tokenCheck(adminToken);
  return async (request, reply) => {
    await attempts(request, reply);
    await check(request);
  };
}
