import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ShopApi } from '../../../api/shopApi';
import type { ProblemReport } from '../../../domain/problemReport';
import { fakeDeps } from '../../../test/fakes';
import { renderWithStore } from '../../../test/render';
import ReportProblem from './ReportProblem';

function shopWith(sendReport: (report: ProblemReport) => Promise<unknown>, language: 'en' | 'bn' = 'en') {
  const send = jest.fn(sendReport);
  const deps = fakeDeps({ api: { sendReport: send } as unknown as ShopApi });
  return { send, ...renderWithStore(<ReportProblem />, { deps, language }) };
}

const openDialog = async (name = 'Report a problem') => {
  fireEvent.click(screen.getByRole('button', { name }));
  // The dialog's module (antd's Modal) loads on the first tap: slow in jsdom.
  return screen.findByRole('dialog', {}, { timeout: 15_000 });
};

jest.setTimeout(30_000);

describe('Report a problem', () => {
  it('sends the note with the page it was written on, and shows the reference to read out and copy', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const { send } = shopWith(async () => ({ status: 201, networkError: false, body: { reference: 'R-7KQ2XM' } }));
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('without your name, number, address or passwords');
    fireEvent.change(screen.getByLabelText('What went wrong? (optional)'), { target: { value: 'The total changed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('R-7KQ2XM')).toBeVisible();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ note: 'The total changed.', page: '/' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('R-7KQ2XM'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('says so when offline, keeps the note through closing, and sends it on Retry', async () => {
    let online = false;
    const { send } = shopWith(async () =>
      online ? { status: 201, networkError: false, body: { reference: 'R-ABCDEF' } } : { status: 0, networkError: true },
    );
    await openDialog();
    fireEvent.change(screen.getByLabelText('What went wrong? (optional)'), { target: { value: 'Stuck on payment.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You seem to be offline\. Your note is kept/)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    expect(screen.getByLabelText('What went wrong? (optional)')).toHaveValue('Stuck on payment.');

    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('R-ABCDEF')).toBeVisible();
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ note: 'Stuck on payment.' }));
  });

  it('speaks Bengali on a Bengali page', async () => {
    shopWith(async () => ({ status: 0, networkError: true }), 'bn');
    const dialog = await openDialog('সমস্যা জানান');
    expect(dialog).toHaveTextContent('কী সমস্যা হয়েছে?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'পাঠান' })));
    expect(await screen.findByText(/আপনি সম্ভবত অফলাইনে আছেন/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
  });
});
