import type { KeyValueStorage } from '../../app/deps';

/** Where this browser keeps its ticket for a drop's queue (localStorage, shared by its tabs). */
export const ticketKey = (itemId: string) => `drop-ticket:${itemId}`;

/** The ticket this browser keeps for the drop's queue, if any. */
export function keptTicket(storage: KeyValueStorage, itemId: string): string | undefined {
  const kept = storage.get(ticketKey(itemId));
  return typeof kept === 'string' && kept ? kept : undefined;
}
