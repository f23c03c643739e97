import { TOKEN_STORAGE_KEY } from '../../domain/account';
import type { KeyValueStorage } from '../../app/deps';

/**
 * The session token kept under `token` in browser storage (spec §6). It lives there and in the X-AUTH-TOKEN header
 * only, never in the store, so no action log or server-rendered page holds it. An older build kept `{ token }`.
 */
export function readStoredToken(value: unknown): string | null {
  const token = typeof value === 'object' && value !== null && 'token' in value ? value.token : value;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

export const storedToken = (storage: KeyValueStorage): string | null => readStoredToken(storage.get(TOKEN_STORAGE_KEY));
