import type { ShopApi } from '../api/shopApi';
import type { ShopConfig } from './config';
import type { RecentActions } from './recentActions';

/** A JSON key-value store (localStorage in the browser). Reads of missing or unreadable entries give null. */
export interface KeyValueStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export interface Clock {
  now(): number;
}

export interface Navigation {
  /** Moves within the SPA. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Leaves the SPA, e.g. for the payment provider's page. */
  redirect(url: string): void;
}

/** This browser, as the order payload names it (the id is also sent as X-DEVICE-ID). */
export interface Device {
  id: string;
  name: string;
}

/** What other tabs of this browser do to the shared storage (localStorage's `storage` event, which never fires in the tab that wrote). */
export interface OtherTabs {
  /** Calls `listener` with the new value (parsed JSON, null when removed or unreadable) whenever another tab writes `key`; answers how to stop. */
  onStoredChange(key: string, listener: (value: unknown) => void): () => void;
}

/** Everything a saga touches outside the store, handed in by `sagaMiddleware.run(rootSaga, deps)`. */
export interface SagaDeps {
  api: ShopApi;
  storage: KeyValueStorage;
  /** Per-tab storage (sessionStorage in the browser), e.g. for a checkout form in progress. */
  sessionStorage: KeyValueStorage;
  clock: Clock;
  navigation: Navigation;
  config: ShopConfig;
  device: Device;
  otherTabs: OtherTabs;
  /** This tab's last actions, which a problem report carries. */
  recorder: RecentActions;
}

/** A feature's watcher saga, run with the app's dependencies. */
export type FeatureSaga = (deps: SagaDeps) => Generator;

export function browserStorage(backend: Storage | undefined): KeyValueStorage {
  return {
    get(key) {
      try {
        const raw = backend?.getItem(key);
        return raw == null ? null : JSON.parse(raw);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backend?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked (private mode): the app works on without the cache.
      }
    },
    remove(key) {
      try {
        backend?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export const systemClock: Clock = { now: () => Date.now() };

/** Another tab's writes to `storage` (the browser's localStorage), as `storage` events on this window. */
export function browserTabs(window: Window, storage: Storage | undefined): OtherTabs {
  return {
    onStoredChange(key, listener) {
      const changed = (event: StorageEvent) => {
        if (event.storageArea !== storage || event.key !== key) return;
        let value: unknown = null;
        try {
          value = event.newValue === null ? null : JSON.parse(event.newValue);
        } catch {
          // Unreadable: as good as removed.
        }
        listener(value);
      };
      window.addEventListener('storage', changed);
      return () => window.removeEventListener('storage', changed);
    },
  };
}

/** Where there are no other tabs (a server render). */
export const noOtherTabs: OtherTabs = { onStoredChange: () => () => {} };
