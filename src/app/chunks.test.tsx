import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OfflineNotice from '../layout/OfflineNotice';
import { chunksWaiting, isChunkLoadError, loadChunk } from './chunks';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 812 failed.\n(error: http://shop/assets/toasts.js)'), { name: 'ChunkLoadError' });

/** A load that fails `failures` times for want of a connection, then gives the module. */
function flakyLoad(failures: number) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkError();
    return { default: 'module' };
  });
  return load;
}

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

describe('loading a chunk without a connection', () => {
  it('tells a fetch failure of a script or a style sheet from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 77 failed.\n(http://shop/assets/77.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('waits after a failure and loads once the browser is back online', async () => {
    const load = flakyLoad(1);
    const loaded = loadChunk(load);
    await settle();
    expect(chunksWaiting()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ default: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(chunksWaiting()).toBe(false);
  });

  it('passes on an error that is not a failed fetch, at once', async () => {
    const broken = new TypeError('x is not a function');
    await expect(loadChunk(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(chunksWaiting()).toBe(false);
  });

  it('says "You seem to be offline" while a load waits; Retry tries every waiting load again', async () => {
    render(
      <TextsContext.Provider value={englishTexts}>
        <OfflineNotice />
      </TextsContext.Provider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = [flakyLoad(2), flakyLoad(1)];
    const loads = Promise.all([loadChunk(first), loadChunk(second)]);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('You seem to be offline');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(second).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(loads).resolves.toEqual([{ default: 'module' }, { default: 'module' }]);
    await settle();
    expect(first).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
