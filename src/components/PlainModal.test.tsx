import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider } from 'antd';
import Modal from 'antd/es/modal/Modal';
import { useState } from 'react';
import { shopTheme } from '../app/theme';
import { TextsContext } from '../i18n/TextsContext';
import { englishTexts } from '../test/texts';
import PlainModal from './PlainModal';

const inTheme = (node: React.ReactNode) => (
  <ConfigProvider theme={shopTheme}>
    <TextsContext.Provider value={englishTexts}>{node}</TextsContext.Provider>
  </ConfigProvider>
);

/** Each element under antd's modal root as its tag and classes: what the build's antd style sheet draws it by. */
const drawnAs = (root: Element) =>
  [root, ...root.querySelectorAll('*')].map((element) => `${element.tagName} ${[...element.classList].sort().join(' ')}`);

function Sheet({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <PlainModal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Filters"
        footer={<Button type="primary">Show 3 products</Button>}
        className="listing__filter-modal"
      >
        <input aria-label="Lowest price" />
      </PlainModal>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;

describe('PlainModal', () => {
  it("draws in antd's Modal's classes, from its root to its footer", () => {
    const footer = <Button type="primary">Show 3 products</Button>;
    const antd = render(
      inTheme(
        <Modal
          open
          getContainer={false}
          title="Filters"
          footer={footer}
          className="listing__filter-modal"
          transitionName=""
          maskTransitionName=""
        >
          <p>Size</p>
        </Modal>,
      ),
    );
    const antdRoot = antd.container.querySelector('.ant-modal-root')!;
    const expected = drawnAs(antdRoot);
    antd.unmount();
    const plain = render(
      inTheme(
        <PlainModal open onClose={() => undefined} title="Filters" footer={footer} className="listing__filter-modal">
          <p>Size</p>
        </PlainModal>,
      ),
    );
    expect(drawnAs(plain.container.querySelector('.ant-modal-root')!)).toEqual(expected);
    expect(plain.container.querySelector('.ant-modal')).toHaveStyle({ width: '520px' });
  });

  it('opens as the browser’s modal dialog, named by its title, and keeps what it holds while closed', async () => {
    render(inTheme(<Sheet />));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(dialog()).toHaveAttribute('open');
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Lowest price'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(sheet);
    expect(screen.getByLabelText('Lowest price')).toHaveValue('500');
  });

  it('asks to close on Escape (the dialog’s cancel), and the shop closes it', async () => {
    const onClose = jest.fn();
    render(inTheme(<Sheet onClose={onClose} />));
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('closes on a tap on the mask, not on one inside the modal, nor on a press that began inside', async () => {
    const onClose = jest.fn();
    render(inTheme(<Sheet onClose={onClose} />));
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const wrap = document.querySelector('.ant-modal-wrap')!;
    await userEvent.click(screen.getByLabelText('Lowest price'));
    await userEvent.click(document.querySelector('.ant-modal-body')!);
    // A press on the price box let go over the mask (a text selection dragged out) closes nothing.
    fireEvent.pointerDown(screen.getByLabelText('Lowest price'));
    fireEvent.click(wrap);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(wrap);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('leaves out the footer when it has none, as antd does', () => {
    render(inTheme(<PlainModal open onClose={() => undefined} title="Zoom" footer={null} children="Picture" />));
    expect(document.querySelector('.ant-modal-footer')).toBeNull();
  });
});
