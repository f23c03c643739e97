import { DEFAULT_MAX_UNITS_PER_LINE } from '../domain/orderLimits';
import { imageUrl, readConfig } from './config';

describe('readConfig', () => {
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
