import { formatTk } from '../domain/money';
import { isDiscounted, type UnitPrice } from '../domain/pricing';

/** The price in Tk; when discounted, the original struck through beside it. */
export default function Price({ price, className }: { price: Pick<UnitPrice, 'price' | 'original'>; className?: string }) {
  const discounted = isDiscounted({ ...price, discount: null });
  return (
    <span className={`price${className ? ` ${className}` : ''}`}>
      <span className="price__now">{formatTk(price.price)}</span>
      {discounted && (
        <del className="price__was">
          <span className="visually-hidden">was </span>
          {formatTk(price.original)}
        </del>
      )}
    </span>
  );
}
