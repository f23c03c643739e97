import type { ApiError } from '../../app/failures';

/** Whether a checkout refusal is the cap on orders waiting at once (the checkout saga's words for `limit: 'openOrders'`). */
export const isOpenOrdersCap = (error: ApiError | null): boolean =>
  typeof error?.message === 'object' &&
  (error.message.id === 'checkout.failed.openOnline' || error.message.id === 'checkout.failed.openCash');
