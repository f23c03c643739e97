import { fireEvent, screen } from '@testing-library/react';
import ProductGrid from './ProductGrid';
import { listingItem } from '../../../domain/listing';
import { renderWithStore } from '../../../test/render';
import { item } from '../../../test/items';
import { englishTexts } from '../../../test/texts';

const { t } = englishTexts;
const NO_PRODUCTS_FOUND = t('shop.grid.noProducts');
const RESET_FILTERS = t('shop.grid.resetFilters');

describe('ProductGrid', () => {
  it('says nothing was found when an answer has no products, offering no reset when nothing narrowed it', () => {
    renderWithStore(<ProductGrid items={[]} loading={false} hasMore={false} failed={false} onLoadMore={jest.fn()} />);
    expect(screen.getByText(NO_PRODUCTS_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESET_FILTERS })).not.toBeInTheDocument();
  });

  it('offers the name near what was typed under No Products Found, linked to its search', () => {
    renderWithStore(<ProductGrid items={[]} loading={false} hasMore={false} failed={false} onLoadMore={jest.fn()} suggestion="Slayer" />);
    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean Slayer?');
    expect(screen.getByRole('link', { name: 'Slayer' })).toHaveAttribute('href', '/shop?query=Slayer');
  });

  it('puts the linked name where the Bengali sentence has it', () => {
    renderWithStore(<ProductGrid items={[]} loading={false} hasMore={false} failed={false} onLoadMore={jest.fn()} suggestion="Slayer" />, {
      language: 'bn',
    });
    expect(screen.getByText(/আপনি কি/)).toHaveTextContent('আপনি কি Slayer খুঁজছেন?');
    expect(screen.getByRole('link', { name: 'Slayer' })).toHaveAttribute('href', '/shop?query=Slayer');
  });

  it('offers no name while loading', () => {
    renderWithStore(<ProductGrid items={[]} loading hasMore={false} failed={false} onLoadMore={jest.fn()} suggestion="Slayer" />);
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('offers Reset filters on an empty result that filters narrowed', () => {
    const reset = jest.fn();
    renderWithStore(<ProductGrid items={[]} loading={false} hasMore={false} failed={false} onLoadMore={jest.fn()} onReset={reset} />);
    expect(screen.getByText(NO_PRODUCTS_FOUND)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: RESET_FILTERS }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['while loading', { loading: true, failed: false }],
    ['when the products could not be loaded', { loading: false, failed: true }],
  ])('offers no Reset filters %s: nothing says the filters left no products', (_, state) => {
    renderWithStore(<ProductGrid items={[]} hasMore={false} onLoadMore={jest.fn()} onReset={jest.fn()} {...state} />);
    expect(screen.queryByRole('button', { name: RESET_FILTERS })).not.toBeInTheDocument();
  });

  it('says the products could not be loaded, not that there are none, and offers to try again', () => {
    const retry = jest.fn();
    renderWithStore(<ProductGrid items={[]} loading={false} hasMore={false} failed onLoadMore={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(t('shop.grid.notLoaded'));
    expect(screen.queryByText(NO_PRODUCTS_FOUND)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the cards after a failed next page, says so under them and offers to try again instead of Load More', () => {
    const retry = jest.fn();
    renderWithStore(<ProductGrid items={[item('a')]} loading={false} hasMore failed onLoadMore={retry} />);
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(t('shop.grid.moreNotLoaded'));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the cards of the search before, dimmed and without skeletons, while a new search loads, and keeps them if it fails', () => {
    const previous = [listingItem(item('a')), listingItem(item('b'))];
    const loading = renderWithStore(
      <ProductGrid items={[]} previous={previous} loading hasMore={false} failed={false} onLoadMore={jest.fn()} />,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(loading.container.querySelector('.product-grid--stale')).toHaveAttribute('aria-busy', 'true');
    expect(loading.container.querySelectorAll('.product-card--skeleton')).toHaveLength(0);
    loading.unmount();
    const { container } = renderWithStore(
      <ProductGrid items={[]} previous={previous} loading={false} hasMore={false} failed onLoadMore={jest.fn()} />,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(container.querySelector('.product-grid--stale')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(t('shop.grid.notUpdated'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('drops the cards of the search before once the new one has its own', () => {
    const { container } = renderWithStore(
      <ProductGrid
        items={[listingItem(item('n'))]}
        previous={[listingItem(item('a'))]}
        loading={false}
        hasMore={false}
        failed={false}
        onLoadMore={jest.fn()}
      />,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(container.querySelector('.product-grid--stale')).not.toBeInTheDocument();
  });
});
