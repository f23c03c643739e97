import { fireEvent, screen } from '@testing-library/react';
import ProductGrid from './ProductGrid';
import { NO_PRODUCTS_FOUND, PRODUCTS_NOT_LOADED } from '../../../domain/texts';
import { renderWithStore } from '../../../test/render';
import { item } from '../../../test/items';

describe('ProductGrid', () => {
  it('says nothing was found when an answer has no products', () => {
    renderWithStore(<ProductGrid items={[]} loading={false} hasMore={false} failed={false} onLoadMore={jest.fn()} />);
    expect(screen.getByText(NO_PRODUCTS_FOUND)).toBeInTheDocument();
  });

  it('says the products could not be loaded, not that there are none, and offers to try again', () => {
    const retry = jest.fn();
    renderWithStore(<ProductGrid items={[]} loading={false} hasMore={false} failed onLoadMore={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_NOT_LOADED);
    expect(screen.queryByText(NO_PRODUCTS_FOUND)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the cards and Load More after a failed next page', () => {
    renderWithStore(<ProductGrid items={[item('a')]} loading={false} hasMore failed onLoadMore={jest.fn()} />);
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
  });
});
