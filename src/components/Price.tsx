import { isDiscounted, type UnitPrice } from '../domain/pricing';
import { useTexts } from '../i18n/TextsContext';

/** The price in the page's language (Tk or ৳); when discounted, the original struck through beside it. */
export default function Price({ price, className }: { price: Pick<UnitPrice, 'price' | 'original'>; className?: string }) {
  const texts = useTexts();
  const discounted = isDiscounted({ ...price, discount: null });
  return (
    <span className={`price${className ? ` ${className}` : ''}`}>
      <span className="price__now">{texts.price(price.price)}</span>
      {discounted && (
        <del className="price__was">
          <span className="visually-hidden">{texts.t('shell.priceWas')} </span>
          {texts.price(price.original)}
        </del>
      )}
    </span>
  );
}
