import type { PersistStorage } from '../app/persistence';
import type { OtherTabs, SagaDeps } from '../app/deps';
import { readConfig } from '../app/config';
import type { ShopApi } from '../api/shopApi';

/** An in-memory stand-in for localStorage, as redux-persist uses it. */
export function memoryStorage(initial: Record<string, string> = {}): PersistStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key: string) => Promise.resolve(key in data ? data[key] : null),
    setItem: (key: string, value: string) => {
      data[key] = value;
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      delete data[key];
      return Promise.resolve();
    },
  };
}

/** Dependencies for a store or saga under test; any API call not provided fails loudly. */
export function fakeDeps(overrides: Partial<SagaDeps> = {}): SagaDeps {
  // One stable function per API call, so `matchers.call.fn(deps.api.x)` matches what the saga calls.
  const calls = new Map<PropertyKey, () => Promise<never>>();
  const api = new Proxy({} as ShopApi, {
    get: (_target, name) => {
      if (!calls.has(name)) calls.set(name, () => Promise.reject(new Error(`unexpected API call ${String(name)}`)));
      return calls.get(name);
    },
  });
  const memory = () => {
    const values = new Map<string, unknown>();
    return {
      get: (key: string) => (values.has(key) ? values.get(key) : null),
      set: (key: string, value: unknown) => void values.set(key, value),
      remove: (key: string) => void values.delete(key),
    };
  };
  return {
    api,
    config: readConfig({ onlineLocationId: 'online-warehouse' }),
    clock: { now: () => Date.UTC(2026, 10, 21, 12) },
    navigation: { navigate: jest.fn(), redirect: jest.fn() },
    storage: memory(),
    sessionStorage: memory(),
    device: { id: 'device-test', name: 'Web Browser' },
    otherTabs: { onStoredChange: () => () => {} },
    recorder: { log: () => ({ preloadedState: undefined, actions: [], bySaga: [], calls: [] }), callMade: () => () => {} },
    ...overrides,
  };
}

/** Other tabs that the test writes for: each `write` reaches the listeners of its key, as a `storage` event would. */
export function fakeTabs() {
  const listeners = new Map<string, ((value: unknown) => void)[]>();
  const tabs: OtherTabs = {
    onStoredChange(key, listener) {
      listeners.set(key, [...(listeners.get(key) ?? []), listener]);
      return () =>
        listeners.set(
          key,
          (listeners.get(key) ?? []).filter((l) => l !== listener),
        );
    },
  };
  return {
    tabs,
    write: (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value)),
    listening: (key: string) => listeners.get(key)?.length ?? 0,
  };
}
