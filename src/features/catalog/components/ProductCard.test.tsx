import { screen } from '@testing-library/react';
import ProductCard from './ProductCard';
import { renderWithStore, setScreenMatches } from '../../../test/render';
import { item, sku } from '../../../test/items';

const product = item('entry-1', {
  originalId: 'item-9',
  title: 'Warfaze Rupkotha Tour Tee',
  lookups: [{ id: 'b1', name: 'Warfaze', type: 'bands' }],
  categories: [{ id: 'tees', name: 'T-Shirts' }],
  skus: [sku('s1', { salesPrice: 950, discountedSalesPrice: 800 })],
  defaultSkuCode: 's1',
});

describe('ProductCard', () => {
  afterEach(() => setScreenMatches(false));

  it('shows the name, "band\'s category" and the discounted price with the original struck through', () => {
    renderWithStore(<ProductCard item={product} />);
    const card = screen.getByTestId('product-card');
    expect(card).toHaveTextContent('Warfaze Rupkotha Tour Tee');
    expect(card).toHaveTextContent("Warfaze's T-Shirts");
    expect(card.querySelector('.price__now')).toHaveTextContent('Tk 800');
    expect(card.querySelector('del')).toHaveTextContent('Tk 950');
  });

  it('opens the details of the original item in a new tab', () => {
    renderWithStore(<ProductCard item={product} />);
    const card = screen.getByTestId('product-card');
    expect(card).toHaveAttribute('href', '/details?id=item-9');
    expect(card).toHaveAttribute('target', '_blank');
  });

  it('a drop says its hour on the shop’s clock; other products say nothing of drops', () => {
    const drop = { startsAt: '2026-12-05T14:00:00.000Z', perBuyerLimit: 1, holdMinutes: 10 };
    const { unmount } = renderWithStore(<ProductCard item={{ ...product, drop }} />);
    expect(screen.getByTestId('product-card')).toHaveTextContent('Drop · 5 Dec 2026, 8:00 PM');
    unmount();
    renderWithStore(<ProductCard item={product} />);
    expect(screen.getByTestId('product-card')).not.toHaveTextContent('Drop');
  });

  it('shows no struck price without a discount', () => {
    renderWithStore(<ProductCard item={{ ...product, skus: [sku('s1', { salesPrice: 950 })] }} />);
    expect(screen.getByTestId('product-card').querySelector('del')).toBeNull();
  });

  it('keeps the whole name on phones too (drawn on two lines), and as its title', () => {
    setScreenMatches(true);
    renderWithStore(<ProductCard item={product} />);
    const name = screen.getByRole('heading', { level: 3 });
    expect(name).toHaveTextContent(/^Warfaze Rupkotha Tour Tee$/);
    expect(name).toHaveAttribute('title', 'Warfaze Rupkotha Tour Tee');
    expect(screen.getByRole('link')).toHaveAccessibleName(/Warfaze Rupkotha Tour Tee/);
  });

  it('starts with the placeholder image until the card scrolls into view', () => {
    renderWithStore(<ProductCard item={product} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/placeholder.svg');
  });
});
