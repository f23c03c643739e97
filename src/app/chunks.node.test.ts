/** @jest-environment node */
import { loadChunk } from './chunks';

// The server renders pages through the same routes, where there is no window.
it('loads a chunk where there is no window, as on the server', async () => {
  expect(typeof window).toBe('undefined');
  await expect(loadChunk(async () => ({ default: 'page' }))).resolves.toEqual({ default: 'page' });
});
