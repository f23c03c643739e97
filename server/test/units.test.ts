import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnv } from '../src/config';
import { openShopStore } from '../src/db';
import { foldText } from '../src/db/text';
import { seededId } from '../src/ids';
import { shopperPattern } from '../src/regex';
import { canonicalJson } from '../src/routes/checkout';

describe('shopperPattern', () => {
  test.each(['metal', 'iron.*maiden', '^met', '(iron|metal)', 'x{1,3}', '[a-z]+ shirt', '^.*logo', '(iron|metal).*shirt', '.{0,5}x', '.?x', '\\d+ shirt'])('%s runs as a case-insensitive pattern', (value) => {
    const { pattern, literal } = shopperPattern(value);
    expect(literal).toBe(false);
    expect(pattern.flags).toBe('i');
  });
  test.each(['(a+)+$', '(.|.)+q', '.*.*x', '(x+x+)+y', '(a)\\1', '(?=a)b', '(', 'a'.repeat(65), '.*x', '.{0,60}q', '[\\s\\S]*%', '[^a]+b', 'a|.*x', '\\D+7'])('%s is searched as literal text', (value) => {
    const { pattern, literal } = shopperPattern(value);
    expect(literal).toBe(true);
    expect(pattern.test(`before ${value.slice(0, 200)} after`)).toBe(true);
    expect(pattern.test('something else')).toBe(false);
  });
});

test('foldText lowers case and drops Latin accents but keeps Bengali vowel signs', () => {
  expect(foldText('Motörhead')).toBe('motorhead');
  expect(foldText('ওয়ারফেজ')).toBe('ওয়ারফেজ'.normalize('NFC'));
});

test('seeded ids are UUID-shaped and stable', () => {
  expect(seededId('item', 1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(seededId('item', 1)).toBe(seededId('item', 1));
  expect(seededId('item', 1)).not.toBe(seededId('item', 2));
});

test('canonicalJson ignores key order', () => {
  expect(canonicalJson({ b: 1, a: [{ y: 2, x: null }] })).toBe(canonicalJson({ a: [{ x: null, y: 2 }], b: 1 }));
  expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
});

test('the seed is deterministic: two new files hold the same catalogue; a bigger one extends it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'metal-merch-seed-'));
  try {
    const a = openShopStore(path.join(dir, 'a.db'), { seedItems: 40 });
    const b = openShopStore(path.join(dir, 'b.db'), { seedItems: 40 });
    const c = openShopStore(path.join(dir, 'c.db'), { seedItems: 80 });
    const query = { page: 1, size: 100, sort: [{ field: 'title' as const, descending: false }] };
    const items = a.searchItems(query).list;
    expect(b.searchItems(query).list).toEqual(items);
    const bigger = c.searchItems({ ...query, size: 100 }).list;
    for (const item of items) expect(bigger.find((i) => i.id === item.id)).toEqual(item);
    expect(a.news({ page: 1, size: 100, sort: [] }).list).toEqual(b.news({ page: 1, size: 100, sort: [] }).list);
    for (const store of [a, b, c]) store.close();
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
    expect(readEnv({ SEED_ITEMS: '20000', PORT: '8099', DB_FILE: 'tmp/x.db' })).toMatchObject({ seedItems: 20000, port: 8099, dbFile: path.resolve('tmp/x.db') });
  });

  test('SHOP_ORIGINS: a comma-separated list of origins, nothing else', () => {
    expect(readEnv({}).shopOrigins).toEqual([]);
    expect(readEnv({ SHOP_ORIGINS: 'https://shop.example.com, https://m.shop.example.com/' }).shopOrigins).toEqual(['https://shop.example.com', 'https://m.shop.example.com']);
    expect(() => readEnv({ SHOP_ORIGINS: 'https://shop.example.com/payments' })).toThrow(/SHOP_ORIGINS must list origins/);
    expect(() => readEnv({ SHOP_ORIGINS: 'shop.example.com' })).toThrow(/SHOP_ORIGINS/);
  });
});
