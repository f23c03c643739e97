import type { PersistedState } from 'redux-persist';
import type { Storage as PersistStorage } from 'redux-persist/es/types';
import { cartPersistConfig } from './persistence';

const storage: PersistStorage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };
const bookkeeping = { version: -1, rehydrated: false };
const migrate = (config: { migrate?: (state: PersistedState, version: number) => Promise<PersistedState> }, stored: unknown) =>
  config.migrate!(stored as PersistedState, -1);

describe('reading the stored cart back', () => {
  it('rebuilds a stored cart’s totals and starts clean from a foreign one', async () => {
    await expect(migrate(cartPersistConfig(storage), { items: [], quantity: 5, total: 999, _persist: bookkeeping })).resolves.toEqual({
      items: [],
      quantity: 0,
      total: 0,
      _persist: bookkeeping,
    });
    await expect(migrate(cartPersistConfig(storage), { items: 'x', _persist: bookkeeping })).resolves.toBeUndefined();
  });
});
