// Shoppers' sessions (spec §7: /api/sessions/otp, /otp/verify, /check) and My orders. The token travels in
// X-AUTH-TOKEN; every answer here is the shopper's own, so none may be kept by a cache.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCodeShaped, typedCode, type SignedIn } from '@domain/account';
import { isValidMobile, normalizeMobile } from '@domain/mobile';
import { PASSWORD_NEEDS_CODE, SESSION_ENDED } from '../accounts/messages';
import { MIN_PASSWORD_LENGTH } from '@domain/checkoutValidation';
import { englishTexts } from '../texts';
import { isRefusal, publicCustomer, type Accounts, type Refusal, type Session } from '../accounts/signIn';
import { clientKey, windowGuard } from '../clients';
import type { ShopStore } from '../db';
import { ApiError, badRequest } from '../errors';
import { accountOrdersAnswer, codeSentAnswer, sessionAnswer, signedInAnswer } from './answers';
import { bengaliValueNames, shopperLine, trackedOrder } from './orders';
import { nextPageToken } from './schemas';

const mobileProperty = { type: 'string', minLength: 1, maxLength: 20 } as const;
const passwordBody = {
  type: 'object',
  required: ['mobile', 'password'],
  properties: { mobile: mobileProperty, password: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
const mobileBody = { type: 'object', required: ['mobile'], properties: { mobile: mobileProperty } } as const;
const codeBody = {
  type: 'object',
  required: ['mobile', 'code'],
  properties: { mobile: mobileProperty, code: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;
const newPasswordBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
const ordersQuery = {
  type: 'object',
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,4}$', default: '1' },
    size: { type: 'string', pattern: '^[1-9][0-9]?$', default: '10' },
  },
} as const;
const MAX_ORDERS_PAGE = 20;

/** The mobile number as the shop keeps it, or a 400 in the checkout's words. */
export function shopperMobile(typed: string): string {
  const mobile = normalizeMobile(typed.trim());
  if (!isValidMobile(mobile)) throw badRequest(englishTexts.t('checkout.problem.mobileInvalid'));
  return mobile;
}

export const tokenOf = (request: FastifyRequest): string | undefined => {
  const token = request.headers['x-auth-token'];
  return typeof token === 'string' && token.length > 0 && token.length <= 100 ? token : undefined;
};

export const signedOut = () => new ApiError(401, SESSION_ENDED);

const retryAfter = (reply: FastifyReply, ms: number) => reply.header('retry-after', String(Math.ceil(ms / 1000)));

export function refuse(reply: FastifyReply, refusal: Refusal): never {
  // `wait` says why, so the shop can say it in the shopper's language.
  if (refusal.kind === 'wait') {
    retryAfter(reply, refusal.retryAfterMs);
    throw new ApiError(429, refusal.message, { wait: refusal.reason });
  }
  if (refusal.kind === 'unavailable' && refusal.budgetSpent) {
    retryAfter(reply, refusal.budgetSpent.retryAfterMs);
    throw new ApiError(503, refusal.message, { wait: 'smsBudget' });
  }
  // `reason` lets the shop offer the code sign-in in the shopper's language (the old password was typed: nothing new is told).
  if (refusal.kind === 'wrong' && refusal.reason) throw new ApiError(401, refusal.message, { reason: refusal.reason });
  throw new ApiError(refusal.kind === 'wrong' ? 401 : 503, refusal.message);
}

const answer = (reply: FastifyReply, result: SignedIn | Refusal): SignedIn => (isRefusal(result) ? refuse(reply, result) : result);

export interface SessionLimits {
  /** Sign-in tries (password or code) per client address and minute. */
  signInsPerMinute: number | false;
  /** Codes asked for per client address and 15 minutes (each number has its own limit besides). */
  codesPerAddress: number | false;
  /** How long an online order waits for its payment: My orders says until when each can still be paid. */
  paymentWindowMs: number;
}

export function sessionRoutes(fastify: FastifyInstance, store: ShopStore, accounts: Accounts, limits: SessionLimits): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/sessions') || request.routeOptions.url?.startsWith('/api/account'))
      reply.header('cache-control', 'private, no-store');
  });
  const signInTries = { onRequest: windowGuard(fastify, limits.signInsPerMinute, 60_000) };
  const codeSends = { onRequest: windowGuard(fastify, limits.codesPerAddress, 15 * 60_000) };

  /** The session X-AUTH-TOKEN names, or a 401. */
  const sessionOf = async (request: FastifyRequest): Promise<Session> =>
    (await accounts.session(tokenOf(request))) ?? Promise.reject(signedOut());

  app.post(
    '/api/sessions',
    { ...signInTries, schema: { body: passwordBody, response: { 200: signedInAnswer } } },
    async (request, reply) => {
      const { mobile, password } = request.body;
      return answer(reply, await accounts.signInByPassword(shopperMobile(mobile), password, clientKey(request.ip)));
    },
  );

  app.post(
    '/api/sessions/otp',
    { ...codeSends, schema: { body: mobileBody, response: { 202: codeSentAnswer } } },
    async (request, reply) => {
      const sent = await accounts.sendCode(shopperMobile(request.body.mobile));
      if (isRefusal(sent)) refuse(reply, sent);
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    '/api/sessions/otp/verify',
    { ...signInTries, schema: { body: codeBody, response: { 200: signedInAnswer } } },
    async (request, reply) => {
      const mobile = shopperMobile(request.body.mobile);
      const code = typedCode(request.body.code);
      if (!isCodeShaped(code)) throw badRequest(englishTexts.t('account.codeShape'));
      return answer(reply, await accounts.signInByCode(mobile, code, clientKey(request.ip)));
    },
  );

  app.post('/api/sessions/check', { schema: { response: { 200: sessionAnswer } } }, async (request) => {
    const { customer, signedInBy } = await sessionOf(request);
    return { customer: publicCustomer(customer), signedInBy };
  });

  // Only a shopper who proved the number (a session signed in by a code sent to it) sets its password: a password
  // alone proves nothing of the number (see signInByCode).
  app.put('/api/account/password', { ...signInTries, schema: { body: newPasswordBody } }, async (request, reply) => {
    const { customer, signedInBy } = await sessionOf(request);
    if (signedInBy !== 'code') throw new ApiError(403, PASSWORD_NEEDS_CODE);
    if (request.body.password.length < MIN_PASSWORD_LENGTH) throw badRequest(englishTexts.t('checkout.problem.passwordTooShort'));
    await accounts.setPassword({ customerId: customer.id, token: tokenOf(request)! }, request.body.password);
    return reply.code(204).send();
  });

  app.delete('/api/sessions', async (request, reply) => {
    const token = tokenOf(request);
    if (token) await accounts.signOut(token);
    return reply.code(204).send();
  });

  // My orders: the customer's own, and once the number is verified every order placed with it (guest orders too).
  app.get('/api/account/orders', { schema: { querystring: ordersQuery, response: { 200: accountOrdersAnswer } } }, async (request) => {
    const { customer } = await sessionOf(request);
    const page = Number(request.query.page);
    const size = Number(request.query.size);
    if (size > MAX_ORDERS_PAGE) throw badRequest(`size is at most ${MAX_ORDERS_PAGE}.`);
    const { ids, total } = await store.accounts.orderIdsOf({
      customerId: customer.id,
      mobile: customer.verifiedAt === null ? null : customer.mobile,
      page,
      size,
    });
    const orders = await Promise.all(ids.map((id) => store.findOrder(id)));
    const bengaliNames = await bengaliValueNames(store);
    const list = orders
      .filter((order) => order !== null)
      .map((order) => ({
        ...trackedOrder(order, limits.paymentWindowMs, bengaliNames),
        // Reorder needs to know which product and size each line was.
        lines: order.lines.map((line) => ({ itemId: line.itemId, skuCode: line.skuCode, ...shopperLine(line, bengaliNames) })),
      }));
    return { list, total, nextPageToken: nextPageToken(page, size, total) };
  });
}
