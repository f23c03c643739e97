const KEY = 'deviceId';

/** A random id kept per browser, sent as X-DEVICE-ID so the server can spot a repeated order. */
export function browserDeviceId(storage: Storage | undefined): string {
  try {
    const existing = storage?.getItem(KEY);
    if (existing && /^[\w-]{8,64}$/.test(existing)) return existing;
  } catch {
    // Storage blocked: a fresh id per page load still works.
  }
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `web-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  try {
    storage?.setItem(KEY, id);
  } catch {
    // As above.
  }
  return id;
}
