import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readConfig } from '../../../app/config';
import { ConfigContext } from '../../../app/ConfigContext';
import type { Language } from '../../../domain/language';
import { SIZE_OPTION_ID } from '../../../domain/options';
import type { SizeGuide } from '../../../domain/sizeGuide';
import type { AttributeValue, Item } from '../../../domain/types';
import { item, ONLINE, sku, TEE_GUIDE } from '../../../test/items';
import { renderWithStore } from '../../../test/render';
import { catalogActions } from '../../catalog/catalogSlice';
import ProductInfo from '../../catalog/components/ProductInfo';
import { sizeGuideActions } from '../sizeGuideActions';

const size = (code: string, order: number): AttributeValue => ({
  id: `size-${code}`,
  optionId: SIZE_OPTION_ID,
  optionName: 'Size',
  name: code,
  code,
  sortOrder: order,
});
const SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const shirt: Item = item('shirt', {
  categories: [{ id: 'half-sleeve', name: 'Half Sleeve' }],
  skus: SIZES.map((code, i) => sku(`shirt-${code}`, { attributeValues: [size(code, i)] })),
  defaultSkuCode: 'shirt-M',
});

function openProduct(guide: SizeGuide | null, language: Language = 'en', product = shirt) {
  const view = renderWithStore(
    <ConfigContext.Provider value={readConfig({ onlineLocationId: ONLINE })}>
      <ProductInfo item={product} />
    </ConfigContext.Provider>,
    { language },
  );
  act(() => {
    view.store.dispatch(catalogActions.detailsRequested({ id: 'shirt' }));
    view.store.dispatch(catalogActions.detailsLoaded({ id: 'shirt', item: product }));
    view.store.dispatch(sizeGuideActions.loaded({ itemId: 'shirt', guide }));
  });
  return view;
}

/** The table's rows as a screen reader reads them: each row's header and cells. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '));

describe('Size guide on the product page', () => {
  it('is offered beside the size choice only when the product’s cut has a guide', () => {
    const none = openProduct(null);
    expect(screen.queryByRole('button', { name: 'Size guide' })).toBeNull();
    none.unmount();
    openProduct(TEE_GUIDE);
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('button', { name: 'Size guide' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens a dialog whose table gives chest, length and sleeve per size, the chosen size marked', async () => {
    const { store } = openProduct(TEE_GUIDE);
    await userEvent.click(screen.getByRole('button', { name: /^L/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    expect(store.getState().sizeGuide).toMatchObject({ openFor: 'shirt', size: 'L' });
    // The dialog's script comes with its own chunk.
    const dialog = await screen.findByRole('dialog', { name: 'Size guide: T-shirt, regular fit, short sleeves' });
    const table = within(dialog).getByRole('table', { name: 'Garment measurements for each size, in inches' });
    expect(rows(table).join('\n')).toBe(
      `Size | Chest (in) | Length (in) | Sleeve (in)
S | 38 | 27 | 7.5
M | 40 | 28 | 8
L (your choice) | 42 | 29 | 8.5
XL | 44 | 30 | 9
XXL | 46 | 31 | 9.5
3XL | 48 | 32 | 10`,
    );
    const chosen = within(table).getByRole('rowheader', { name: /^L/ }).closest('tr')!;
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('img', { name: /Drawing of the T-shirt/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'How to measure' })).toBeInTheDocument();
  });

  it('switches to centimetres by a pressed toggle, and closes', async () => {
    const { store } = openProduct(TEE_GUIDE);
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Inches' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Centimetres' }));
    expect(within(dialog).getByRole('button', { name: 'Centimetres' })).toHaveAttribute('aria-pressed', 'true');
    const table = within(dialog).getByRole('table', { name: 'Garment measurements for each size, in centimetres' });
    expect(rows(table).slice(0, 3)).toEqual([
      'Size | Chest (cm) | Length (cm) | Sleeve (cm)',
      'S | 97 | 69 | 19',
      'M (your choice) | 102 | 71 | 20',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().sizeGuide).toMatchObject({ openFor: '', unit: 'cm' });
  });

  it('lists only the sizes the product comes in', async () => {
    const twoSizes = { ...shirt, skus: shirt.skus.filter((s) => ['shirt-M', 'shirt-L'].includes(s.code)) };
    openProduct(TEE_GUIDE, 'en', twoSizes);
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    expect(rows(within(await screen.findByRole('dialog')).getByRole('table')).map((row) => row.split(' | ')[0])).toEqual([
      'Size',
      'M (your choice)',
      'L',
    ]);
  });

  it('a jersey’s guide without sleeves has no sleeve column; an oversized cut says to size down', async () => {
    const jersey: SizeGuide = {
      ...TEE_GUIDE,
      garment: 'jersey',
      fit: 'oversized',
      sizes: TEE_GUIDE.sizes.map((row) => ({ ...row, sleeve: null })),
    };
    openProduct(jersey);
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog');
    expect(rows(within(dialog).getByRole('table'))[0]).toBe('Size | Chest (in) | Length (in)');
    expect(within(dialog).getByText(/take one size smaller/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Sleeve:/)).toBeNull();
  });

  it('in Bengali: Bengali words and digits, halves too', async () => {
    openProduct(TEE_GUIDE, 'bn');
    await userEvent.click(screen.getByRole('button', { name: 'সাইজ গাইড' }));
    const dialog = await screen.findByRole('dialog', { name: 'সাইজ গাইড: টি-শার্ট, রেগুলার ফিট, হাফ হাতা' });
    const table = within(dialog).getByRole('table', { name: 'প্রতিটি সাইজের পোশাকের মাপ, ইঞ্চিতে' });
    expect(rows(table).slice(0, 2)).toEqual(['সাইজ | বুক (ইঞ্চি) | লম্বা (ইঞ্চি) | হাতা (ইঞ্চি)', 'S | ৩৮ | ২৭ | ৭.৫']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'সেন্টিমিটার' }));
    expect(rows(within(dialog).getByRole('table'))[1]).toBe('S | ৯৭ | ৬৯ | ১৯');
  });

  it('leaving the page with the dialog open closes it, so Back finds it closed', async () => {
    const { store, unmount } = openProduct(TEE_GUIDE);
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    unmount();
    expect(store.getState().sizeGuide.openFor).toBe('');
  });
});
