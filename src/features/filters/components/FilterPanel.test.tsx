import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DEFAULT_FILTERS, type ShopFilters } from '../../../domain/shopFilters';
import { renderWithStore } from '../../../test/render';
import { BANDS_SHOWN } from '../../../domain/filterTags';
import { referenceDataActions } from '../../referenceData/referenceDataSlice';
import FilterPanel from './FilterPanel';

/** The panel as the shop holds it: its filters follow its changes, which `onChange` hears. */
function Shop({ onChange }: { onChange: (next: ShopFilters) => void }) {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const change = (next: ShopFilters) => {
    onChange(next);
    setFilters(next);
  };
  return <FilterPanel filters={filters} onChange={change} showDiscount />;
}

/** The panel as the shop holds it, its filters taken from the address a moment after each change (the buttons). */
function AddressShop() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [asked, setAsked] = useState(DEFAULT_FILTERS);
  return (
    <>
      <FilterPanel filters={filters} onChange={setAsked} showDiscount />
      <button onClick={() => setFilters(asked)}>Address changed</button>
      <button onClick={() => setFilters({ ...DEFAULT_FILTERS, price: [500, 600] })}>Address elsewhere</button>
    </>
  );
}

function renderPanel() {
  const onChange = jest.fn();
  const { store } = renderWithStore(<Shop onChange={onChange} />);
  return { onChange, store, user: userEvent.setup() };
}

describe('FilterPanel', () => {
  it('applies the range a price handle is moved to once its key is released, as the shop’s price filter', async () => {
    const { onChange, user } = renderPanel();
    const [low, high] = DEFAULT_FILTERS.price;
    screen.getByRole('slider', { name: 'Maximum price' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue(String(high - 50));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, price: [low, high - 50] });
  });

  it('applies on Enter the price the box settles on, a maximum above the slider’s end at its end', async () => {
    const { onChange, user } = renderPanel();
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    await user.clear(max);
    await user.type(max, '9000{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, price: [DEFAULT_FILTERS.price[0], 5000] });
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '5000');
  });

  it('folds a section from its header, leaving the others open', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('slider', { name: 'Minimum price' }).closest('.ant-collapse-panel')).toHaveClass('ant-collapse-panel-hidden');
    expect(screen.getByRole('button', { name: 'Discount' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps an applied price on its handles until the address brings it, then follows the address', async () => {
    renderWithStore(<AddressShop />);
    const user = userEvent.setup();
    const maxHandle = () => screen.getByRole('slider', { name: 'Maximum price' });
    maxHandle().focus();
    await user.keyboard('{End}');
    expect(maxHandle()).toHaveAttribute('aria-valuenow', '5000');
    await user.click(screen.getByRole('button', { name: 'Address changed' }));
    expect(maxHandle()).toHaveAttribute('aria-valuenow', '5000');
    await user.click(screen.getByRole('button', { name: 'Address elsewhere' }));
    expect(maxHandle()).toHaveAttribute('aria-valuenow', '600');
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('500');
  });

  it('lists every band in a modal of its own when more than the panel shows, its choices the panel’s', async () => {
    const { onChange, store, user } = renderPanel();
    const bands = Array.from({ length: BANDS_SHOWN + 2 }, (_, index) => ({ id: `band-${index}`, name: `Band ${index}`, type: 'bands' }));
    act(() => {
      store.dispatch(referenceDataActions.loaded({ kind: 'bands', list: bands, source: 'server', savedAt: 0 }));
    });
    const panelList = screen.getByRole('list', { name: 'Bands' });
    expect(within(panelList).getAllByRole('checkbox')).toHaveLength(BANDS_SHOWN);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View All' }));
    const all = screen.getByRole('dialog', { name: 'All bands' });
    expect(within(all).getAllByRole('checkbox')).toHaveLength(bands.length);
    await user.click(within(all).getByRole('checkbox', { name: 'Band 11' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, bands: [bands[11]] });
    await user.click(within(all).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /View All/ })).toHaveTextContent('(1 More)');
  });
});
