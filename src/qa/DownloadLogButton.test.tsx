import { fireEvent, render, screen } from '@testing-library/react';
import { cartActions } from '../features/cart/cartSlice';
import { bigShirt } from '../test/qaJourney';
import { parseActionLog } from './actionLog';
import type { ActionRecorder } from './actionRecorder';
import DownloadLogButton from './DownloadLogButton';

// jsdom's Blob has no text().
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('DownloadLogButton', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:action-log';
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('downloads the recorded session as a DevTools export that replay reads back', async () => {
    const log = { preloadedState: { cart: { items: [], quantity: 0, total: 0 } }, actions: [cartActions.itemAdded(bigShirt)] };
    const recorder: ActionRecorder = { enabled: true, middleware: () => (next) => next, log: () => log };
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^action-log-.+\.json$/);
      expect(this.href).toBe('blob:action-log');
    });

    render(<DownloadLogButton recorder={recorder} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download action log' }));

    expect(clicked).toHaveBeenCalledTimes(1);
    expect(parseActionLog(await textOf(created[0]))).toEqual(log);
    clicked.mockRestore();
  });
});
