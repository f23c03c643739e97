// What the staff's terminal commands (npm run stock, vouchers, drops, reports) share: a call to the running shop at SHOP_URL
// (default http://localhost:8080) with ADMIN_TOKEN and API_KEY from the environment, and text made safe to print.
import { userInfo } from 'node:os';

/** An admin call (with `headers` besides the shop's); a refusal throws `status: the shop's reason`. */
export async function staffCall<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) throw new Error('Set ADMIN_TOKEN to the shop server’s admin token.');
  const response = await fetch(`${process.env.SHOP_URL ?? 'http://localhost:8080'}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-api-key': process.env.API_KEY ?? 'metal-merch-local-key',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(`${response.status}: ${answer.error ?? 'the shop gave no reason'}`);
  return answer;
}

/** What a shopper typed, made safe for a terminal: control characters (escape sequences) and bidi overrides shown as '?'. */
const unsafe = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
export const printable = (text: string) => [...text].map((char) => (unsafe(char.codePointAt(0)!) ? '?' : char)).join('');

/**
 * A terminal command's main. `run` answers whether it knew the command: a wrong one prints `usage` with exit code 2; a
 * refusal or a failure is one line and exit code 1.
 */
export const staffCommand =
  (usage: string, run: (argv: string[]) => Promise<boolean>) =>
  async (argv: string[]): Promise<void> => {
    try {
      if (await run(argv)) return;
      console.error(usage);
      process.exitCode = 2;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  };

/** A page of a staff list (`{ list, total, nextPageToken }`), one line each, then how many and where the next page is. */
export async function printStaffList<T>(path: string, page: string | undefined, line: (entry: T) => string, none: string): Promise<void> {
  const query = new URLSearchParams({ page: page ?? '1' });
  const { list, total, nextPageToken } = await staffCall<{ list: T[]; total: number; nextPageToken: string }>('GET', `${path}?${query}`);
  console.log(list.length ? list.map(line).join('\n') : none);
  console.log(`${list.length} of ${total}${nextPageToken ? `; more with --page ${nextPageToken}` : ''}`);
}

/**
 * Who makes a change the shop keeps with a name (a stock count, a drop): STAFF_NAME, else the OS user. A header carries
 * printable ASCII alone; the shop refuses more than 60.
 */
export function staffName(): string {
  let name = process.env.STAFF_NAME?.trim() ?? '';
  try {
    name ||= userInfo().username;
  } catch {
    // no user name: STAFF_NAME must say it
  }
  if (!/^[\x20-\x7e]+$/.test(name)) throw new Error('Set STAFF_NAME to who you are, in printable ASCII (the shop keeps it).');
  return name;
}

/** A whole number as typed goes as a number; anything else as it is, for the shop to refuse in its words. */
export const wholeNumberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);
