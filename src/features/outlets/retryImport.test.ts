import { retryImport } from './retryImport';

/** A loader failing `failures` times before it succeeds, recording when each try happened. */
function flakyLoader(failures: number) {
  const triedAt: number[] = [];
  const load = jest.fn(() => {
    triedAt.push(Date.now());
    return triedAt.length > failures ? Promise.resolve({ default: 'map' }) : Promise.reject(new Error(`ChunkLoadError ${triedAt.length}`));
  });
  return { load, triedAt };
}

describe('retryImport', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('returns the module at once when the first try works', async () => {
    const { load } = flakyLoader(0);
    await expect(retryImport(load, 3, 100)).resolves.toEqual({ default: 'map' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries after 1x, 2x and 4x the base delay and then succeeds', async () => {
    const { load, triedAt } = flakyLoader(3);
    const result = retryImport(load, 3, 100);
    await jest.runAllTimersAsync();
    await expect(result).resolves.toEqual({ default: 'map' });
    expect(triedAt).toEqual([0, 100, 300, 700]);
  });

  it('gives up after the last retry with the last error', async () => {
    const { load } = flakyLoader(10);
    const result = retryImport(load, 3, 100);
    const settled = expect(result).rejects.toThrow('ChunkLoadError 4');
    await jest.runAllTimersAsync();
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('by default tries three more times, 500, 1000 and 2000 ms apart, before it gives up', async () => {
    const { load, triedAt } = flakyLoader(10);
    const settled = expect(retryImport(load)).rejects.toThrow('ChunkLoadError 4');
    await jest.runAllTimersAsync();
    await settled;
    expect(triedAt).toEqual([0, 500, 1500, 3500]);
  });

  it('does not retry when told not to', async () => {
    const { load } = flakyLoader(1);
    await expect(retryImport(load, 0, 100)).rejects.toThrow('ChunkLoadError 1');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
