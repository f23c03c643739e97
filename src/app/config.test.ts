import fc from 'fast-check';
import * as v from 'valibot';
import { DEFAULT_MAX_UNITS_PER_LINE } from '../domain/orderLimits';
import { DEFAULT_CONFIG, imageUrl, readConfig } from './config';

/** What readConfig means, as a valibot schema: every field falls back to its default, a stray location id is dropped. */
const httpsLink = v.fallback(v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/[^\s"'<>]+$/)), '');
const text = (fallback: string) => v.fallback(v.string(), fallback);
const positiveWhole = v.pipe(v.number(), v.integer(), v.minValue(1));
const ConfigObject = v.object({
  apiBaseUrl: v.pipe(
    text(DEFAULT_CONFIG.apiBaseUrl),
    v.transform((url) => url.replace(/\/+$/, '')),
  ),
  apiKey: text(DEFAULT_CONFIG.apiKey),
  imageHost: text(DEFAULT_CONFIG.imageHost),
  imageWidths: v.fallback(v.array(positiveWhole), () => [...DEFAULT_CONFIG.imageWidths]),
  onlineLocationId: text(DEFAULT_CONFIG.onlineLocationId),
  defaultLocationIds: v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((ids) => ids.filter((id): id is string => typeof id === 'string')),
    ),
    () => [...DEFAULT_CONFIG.defaultLocationIds],
  ),
  mapTileUrl: text(DEFAULT_CONFIG.mapTileUrl),
  maxUnitsPerLine: v.fallback(positiveWhole, DEFAULT_CONFIG.maxUnitsPerLine),
  socialLinks: v.fallback(v.object({ facebook: httpsLink, instagram: httpsLink, youtube: httpsLink }), () => ({
    ...DEFAULT_CONFIG.socialLinks,
  })),
});
const ConfigSchema = v.fallback(ConfigObject, () => v.parse(ConfigObject, {}));

/** A value an operator might write for a field: the right type or not, and the edge cases of each. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'https://api.shop.example//',
    ' https://www.facebook.com/metalmerchbd ',
    'javascript:alert(1)',
    'http://x.example',
    'https://a b',
  ),
  fc.integer({ min: -3, max: 2000 }),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(null, undefined),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 1600 }), fc.string(), fc.double(), fc.constant(null)), { maxLength: 4 }),
);
const configSource = fc.oneof(
  fc.anything(),
  fc.record(
    {
      apiBaseUrl: fieldValue,
      apiKey: fieldValue,
      imageHost: fieldValue,
      imageWidths: fieldValue,
      onlineLocationId: fieldValue,
      defaultLocationIds: fieldValue,
      mapTileUrl: fieldValue,
      maxUnitsPerLine: fieldValue,
      socialLinks: fc.oneof(
        fieldValue,
        fc.record({ facebook: fieldValue, instagram: fieldValue, youtube: fieldValue }, { requiredKeys: [] }),
      ),
    },
    { requiredKeys: [] },
  ),
);

describe('readConfig', () => {
  it('reads any config.js as its schema does', () => {
    fc.assert(
      fc.property(configSource, (source) => {
        expect(readConfig(source)).toEqual(v.parse(ConfigSchema, source));
      }),
      { numRuns: 500 },
    );
  });

  it('reads by default what /config.js sets on the page (window.SHOP_CONFIG)', () => {
    expect(readConfig().apiKey).toBe('metal-merch-local-key');
    globalThis.SHOP_CONFIG = { apiKey: 'from-config-js' };
    try {
      expect(readConfig().apiKey).toBe('from-config-js');
    } finally {
      delete globalThis.SHOP_CONFIG;
    }
  });

  it('falls back to the local defaults without a config', () => {
    expect(readConfig(undefined)).toMatchObject({ apiBaseUrl: '', apiKey: 'metal-merch-local-key', defaultLocationIds: [] });
  });

  it('takes known string fields and trims a trailing slash from the API host', () => {
    const config = readConfig({
      apiBaseUrl: 'https://api.shop.example/',
      apiKey: 'k',
      onlineLocationId: 'loc-1',
      defaultLocationIds: ['a', 7 as unknown as string],
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.shop.example',
      apiKey: 'k',
      onlineLocationId: 'loc-1',
      defaultLocationIds: ['a'],
    });
  });

  it('ignores values of the wrong type', () => {
    expect(readConfig({ apiKey: 12 as unknown as string }).apiKey).toBe('metal-merch-local-key');
  });

  it('takes only https addresses as social links: anything else hides that link', () => {
    expect(readConfig(undefined).socialLinks).toEqual({ facebook: '', instagram: '', youtube: '' });
    const read = readConfig({
      socialLinks: { facebook: 'https://www.facebook.com/metalmerchbd', instagram: 'javascript:alert(1)', youtube: 'http://youtube.com/x' },
    });
    expect(read.socialLinks).toEqual({ facebook: 'https://www.facebook.com/metalmerchbd', instagram: '', youtube: '' });
    expect(readConfig({ socialLinks: 'https://x' } as never).socialLinks).toEqual({ facebook: '', instagram: '', youtube: '' });
  });

  it('takes the units one cart line may hold only as a whole positive number, else the default', () => {
    expect(readConfig(undefined).maxUnitsPerLine).toBe(DEFAULT_MAX_UNITS_PER_LINE);
    expect(readConfig({ maxUnitsPerLine: 3 }).maxUnitsPerLine).toBe(3);
    for (const maxUnitsPerLine of [0, -2, 2.5, '10', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(readConfig({ maxUnitsPerLine } as never).maxUnitsPerLine).toBe(DEFAULT_MAX_UNITS_PER_LINE);
    }
  });

  it('takes the image host’s picture widths only as a list of whole positive numbers', () => {
    expect(readConfig(undefined).imageWidths).toEqual([]);
    expect(readConfig({ imageWidths: [400, 800] }).imageWidths).toEqual([400, 800]);
    for (const imageWidths of [[400, 0], [400.5], ['400'], 400]) expect(readConfig({ imageWidths } as never).imageWidths).toEqual([]);
  });
});

describe('imageUrl', () => {
  it.each([
    ['/images/a.svg', { imageHost: '', apiBaseUrl: '' }, '/images/a.svg'],
    ['/images/a.svg', { imageHost: 'https://cdn.example/', apiBaseUrl: '' }, 'https://cdn.example/images/a.svg'],
    ['images/a.svg', { imageHost: '', apiBaseUrl: 'https://api.example' }, 'https://api.example/images/a.svg'],
    ['https://other.example/x.png', { imageHost: 'https://cdn.example', apiBaseUrl: '' }, 'https://other.example/x.png'],
    [undefined, { imageHost: '', apiBaseUrl: '' }, undefined],
  ])('%s with %o → %s', (path, config, expected) => {
    expect(imageUrl(path, config)).toBe(expected);
  });
});
