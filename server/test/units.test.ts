import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnv } from '../src/config';
import { openSqliteStore } from '../src/db';
import { seededId } from '../src/ids';
import { randomText, sameSecret } from '../src/secrets';

test('seeded ids are UUID-shaped and stable', () => {
  expect(seededId('item', 1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(seededId('item', 1)).toBe(seededId('item', 1));
  expect(seededId('item', 1)).not.toBe(seededId('item', 2));
});

test('randomText draws every letter equally often (a byte modulo 31 would favour the first eight by 12 %)', () => {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const counts = new Map<string, number>();
  for (const letter of randomText(alphabet, alphabet.length * 10_000)) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  expect(counts.size).toBe(alphabet.length);
  // Each count is 10,000 ± 100 (one standard deviation); six of them is a bound a fair draw never reaches.
  for (const [letter, count] of counts) expect({ letter, near: Math.abs(count - 10_000) < 600 }).toEqual({ letter, near: true });
});

test('sameSecret: equal strings only, whatever the lengths or types', () => {
  expect(sameSecret('s3cret', 's3cret')).toBe(true);
  for (const given of ['s3cre', 's3cret ', 'S3cret', '', undefined, ['s3cret'], 42]) expect(sameSecret(given, 's3cret')).toBe(false);
});

test('the seed is deterministic: two new files hold the same catalogue; a bigger one extends it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-seed-'));
  try {
    const a = openSqliteStore(path.join(dir, 'a.db'), { seedItems: 40 });
    const b = openSqliteStore(path.join(dir, 'b.db'), { seedItems: 40 });
    const c = openSqliteStore(path.join(dir, 'c.db'), { seedItems: 80 });
    const query = { page: 1, size: 100, sort: [{ field: 'title' as const, descending: false }] };
    const items = (await a.searchItems(query)).list;
    expect((await b.searchItems(query)).list).toEqual(items);
    const bigger = (await c.searchItems({ ...query, size: 100 })).list;
    for (const item of items) expect(bigger.find((i) => i.id === item.id)).toEqual(item);
    expect((await a.news({ page: 1, size: 100, sort: [] })).list).toEqual((await b.news({ page: 1, size: 100, sort: [] })).list);
    for (const store of [a, b, c]) await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('readEnv', () => {
  test('defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ port: 8080, apiKey: 'metal-merch-local-key', seedItems: 300, publicApiBaseUrl: '', publicImageHost: '' });
    expect(env.dbFile).toMatch(/var[/\\]shop\.db$/);
    expect(env.publicMapTileUrl).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
  test('bad numbers stop the start with a message naming the variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
    expect(() => readEnv({ SEED_ITEMS: '0' })).toThrow(/SEED_ITEMS/);
    expect(() => readEnv({ API_KEY: ' ' })).toThrow(/API_KEY/);
    expect(readEnv({ SEED_ITEMS: '20000', PORT: '8099', DB_FILE: 'tmp/x.db' })).toMatchObject({
      seedItems: 20000,
      port: 8099,
      dbFile: path.resolve('tmp/x.db'),
    });
  });

  test('REPORTS_KEPT: 500 problem reports by default, a whole number from 1 to 100,000', () => {
    expect(readEnv({}).reportsKept).toBe(500);
    expect(readEnv({ REPORTS_KEPT: '20' }).reportsKept).toBe(20);
    for (const bad of ['0', '100001', 'many', '2.5'])
      expect(() => readEnv({ REPORTS_KEPT: bad })).toThrow(/REPORTS_KEPT must be a whole number from 1 to 100000/);
  });

  test('ORDER_SMS_QUIET_HOURS: hours on the shop’s clock or off; ORDER_SMS_SWEEP_MS: a bounded beat', () => {
    expect(readEnv({})).toMatchObject({ orderTextQuietHours: null, orderTextSweepMs: 15_000 });
    expect(readEnv({ ORDER_SMS_QUIET_HOURS: '22-8', ORDER_SMS_SWEEP_MS: '500' })).toMatchObject({
      orderTextQuietHours: { from: 22, until: 8 },
      orderTextSweepMs: 500,
    });
    expect(readEnv({ ORDER_SMS_QUIET_HOURS: 'off' }).orderTextQuietHours).toBeNull();
    for (const bad of ['22', '8-8', '22-25', 'nights'])
      expect(() => readEnv({ ORDER_SMS_QUIET_HOURS: bad })).toThrow(/^ORDER_SMS_QUIET_HOURS /);
    expect(() => readEnv({ ORDER_SMS_SWEEP_MS: '10' })).toThrow(/ORDER_SMS_SWEEP_MS must be a whole number from 100/);
  });

  test('PUBLIC_SITE_ORIGIN: an origin, by default this machine on PORT (localhost, with 127.0.0.1 allowed for returns)', () => {
    expect(readEnv({})).toMatchObject({ publicSiteOrigin: 'http://localhost:8080', shopOrigins: ['http://127.0.0.1:8080'] });
    expect(readEnv({ PORT: '8181' })).toMatchObject({ publicSiteOrigin: 'http://localhost:8181', shopOrigins: ['http://127.0.0.1:8181'] });
    expect(readEnv({ PUBLIC_SITE_ORIGIN: 'https://shop.example.com/' }).publicSiteOrigin).toBe('https://shop.example.com');
    for (const bad of ['shop.example.com', 'https://shop.example.com/shop', 'javascript://x', 'ftp://shop.example.com']) {
      expect(() => readEnv({ PUBLIC_SITE_ORIGIN: bad })).toThrow(/PUBLIC_SITE_ORIGIN takes origins/);
    }
  });

  test('PUBLIC_FACEBOOK_URL, PUBLIC_INSTAGRAM_URL, PUBLIC_YOUTUBE_URL: unset by default (the footer shows none), else https addresses', () => {
    expect(readEnv({}).publicSocialLinks).toEqual({ facebook: '', instagram: '', youtube: '' });
    expect(readEnv({ PUBLIC_FACEBOOK_URL: ' https://www.facebook.com/metalmerchbd ' }).publicSocialLinks).toEqual({
      facebook: 'https://www.facebook.com/metalmerchbd',
      instagram: '',
      youtube: '',
    });
    for (const bad of ['www.instagram.com/metalmerch', 'javascript:alert(1)', 'http://www.instagram.com/metalmerch']) {
      expect(() => readEnv({ PUBLIC_INSTAGRAM_URL: bad })).toThrow(/PUBLIC_INSTAGRAM_URL takes an https address/);
    }
  });

  test('TRUST_PROXY: no proxy by default, else the listed addresses and ranges', () => {
    expect(readEnv({}).trustProxy).toEqual([]);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.4']);
  });

  test('PAYMENT_WINDOW_SECONDS, MAX_UNITS_PER_LINE and the socket timeouts: defaults, values, and a bad value stops the start', () => {
    const defaults = readEnv({});
    expect([defaults.paymentWindowMs, defaults.maxUnitsPerLine, defaults.timeouts]).toEqual([
      1_800_000,
      10,
      { requestMs: 30_000, keepAliveMs: 10_000, idleMs: 60_000 },
    ]);
    const set = readEnv({
      PAYMENT_WINDOW_SECONDS: '900',
      MAX_UNITS_PER_LINE: '5',
      REQUEST_TIMEOUT_MS: '15000',
      KEEP_ALIVE_TIMEOUT_MS: '4000',
      IDLE_TIMEOUT_MS: '20000',
    });
    expect([set.paymentWindowMs, set.maxUnitsPerLine, set.timeouts]).toEqual([
      900_000,
      5,
      { requestMs: 15_000, keepAliveMs: 4000, idleMs: 20_000 },
    ]);
    for (const [name, value] of [
      ['PAYMENT_WINDOW_SECONDS', '0'],
      ['MAX_UNITS_PER_LINE', '2.5'],
      ['REQUEST_TIMEOUT_MS', 'soon'],
    ]) {
      expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`${name} must be a whole number`));
    }
  });

  test('UNVERIFIED_HOLD_UNITS_PER_ADDRESS: 20 by default, a whole number of at least 1, else the start stops', () => {
    expect(readEnv({}).unverifiedHoldUnitsPerAddress).toBe(20);
    expect(readEnv({ UNVERIFIED_HOLD_UNITS_PER_ADDRESS: '200' }).unverifiedHoldUnitsPerAddress).toBe(200);
    for (const value of ['0', '-5', '12.5', 'many'])
      expect(() => readEnv({ UNVERIFIED_HOLD_UNITS_PER_ADDRESS: value })).toThrow(
        /UNVERIFIED_HOLD_UNITS_PER_ADDRESS must be a whole number/,
      );
  });

  test('ADMIN_TOKEN: none by default; a short one stops the start', () => {
    expect(readEnv({}).adminToken).toBeNull();
    expect(readEnv({ ADMIN_TOKEN: ' 0123456789abcdef0123456789abcdef ' }).adminToken).toBe('0123456789abcdef0123456789abcdef');
    expect(() => readEnv({ ADMIN_TOKEN: 'admin' })).toThrow(/ADMIN_TOKEN must be at least 24 characters/);
  });

  test('SHOP_ORIGINS: a comma-separated list of origins, nothing else', () => {
    expect(readEnv({ PUBLIC_SITE_ORIGIN: 'https://shop.example.com' }).shopOrigins).toEqual([]);
    expect(
      readEnv({ PUBLIC_SITE_ORIGIN: 'https://shop.example.com', SHOP_ORIGINS: 'https://m.shop.example.com, https://shop.example.net/' })
        .shopOrigins,
    ).toEqual(['https://m.shop.example.com', 'https://shop.example.net']);
    expect(() => readEnv({ SHOP_ORIGINS: 'https://shop.example.com/payments' })).toThrow(/SHOP_ORIGINS takes origins/);
    expect(() => readEnv({ SHOP_ORIGINS: 'shop.example.com' })).toThrow(/SHOP_ORIGINS/);
  });

  test('SMS_API_URL, SMS_API_KEY, SMS_SENDER_ID: the sandbox by default, else an https provider with its key and sender id', () => {
    expect(readEnv({}).sms).toBeNull();
    const provider = { SMS_API_URL: ' https://sms.example.com/api/send ', SMS_API_KEY: ' key-123 ', SMS_SENDER_ID: 'MetalMerch' };
    expect(readEnv(provider).sms).toEqual({ url: 'https://sms.example.com/api/send', apiKey: 'key-123', senderId: 'MetalMerch' });
    const incomplete = /SMS_API_URL needs SMS_API_KEY and SMS_SENDER_ID/;
    expect(() => readEnv({ SMS_API_URL: provider.SMS_API_URL })).toThrow(incomplete);
    expect(() => readEnv({ ...provider, SMS_API_KEY: undefined })).toThrow(incomplete);
    expect(() => readEnv({ ...provider, SMS_API_KEY: '  ' })).toThrow(incomplete);
    expect(() => readEnv({ ...provider, SMS_SENDER_ID: undefined })).toThrow(incomplete);
    // A key or sender id without the provider's address is a mistake, not a reason to fall back to the sandbox.
    expect(() => readEnv({ SMS_API_KEY: 'key-123' })).toThrow(/need SMS_API_URL/);
    expect(() => readEnv({ SMS_SENDER_ID: 'MetalMerch' })).toThrow(/need SMS_API_URL/);
    for (const bad of ['http://sms.example.com/api/send', 'sms.example.com/api/send', 'ftp://sms.example.com', 'javascript:alert(1)']) {
      expect(() => readEnv({ ...provider, SMS_API_URL: bad })).toThrow(/SMS_API_URL takes an https address/);
    }
  });

  test('COD_VERIFY: off by default, on or off, anything else stops the start', () => {
    expect(readEnv({}).codVerify).toBe(false);
    expect(readEnv({ COD_VERIFY: 'on' }).codVerify).toBe(true);
    expect(readEnv({ COD_VERIFY: ' on ' }).codVerify).toBe(true);
    expect(readEnv({ COD_VERIFY: 'off' }).codVerify).toBe(false);
    // Set but empty is unset, as for every other variable.
    expect(readEnv({ COD_VERIFY: '' }).codVerify).toBe(false);
    for (const other of ['ON', 'yes', 'true', '1', 'enabled']) {
      expect(() => readEnv({ COD_VERIFY: other })).toThrow(`COD_VERIFY takes on or off; got '${other}'.`);
    }
  });
});
