import { Link } from '../../../components/Link';
import LazyImage from '../../../components/LazyImage';
import type { Language } from '../../../domain/language';
import { localName } from '../../../domain/localNames';
import { detailsPath } from '../../../domain/productDisplay';
import { COLOR_OPTION_ID, SIZE_OPTION_ID } from '../../../domain/options';
import { sizeLabel } from '../../../domain/sizeLabels';
import type { Sku } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import type { CartLine } from '../cartSlice';
import './CartLineSummary.css';

/** A SKU's size (3XL/4XL labels) and colour (in the page's language), when it has them. */
export function skuVariant(sku: Pick<Sku, 'attributeValues'>, language: Language): { size?: string; color?: string } {
  const value = (optionId: number, optionName: RegExp) =>
    sku.attributeValues.find((v) => v.optionId === optionId || optionName.test(v.optionName ?? ''));
  const size = value(SIZE_OPTION_ID, /^size$/i);
  const color = value(COLOR_OPTION_ID, /^colou?r$/i);
  return {
    size: size && sizeLabel(size.displayLabel || size.name),
    color: color && localName({ name: color.displayLabel || color.name, nameBn: color.nameBn }, language),
  };
}

/** A cart line's image, name (to its details page), size and colour. */
export default function CartLineSummary({ line, size = 'small' }: { line: CartLine; size?: 'small' | 'large' }) {
  const { t, language } = useTexts();
  const { size: sizeName, color } = skuVariant(line.sku, language);
  const image = line.sku.images?.[0] ?? line.product.images[0] ?? line.product.image;
  const pixels = size === 'large' ? 80 : 56;
  return (
    <div className={`cart-line cart-line--${size}`}>
      <LazyImage src={image} alt="" width={pixels} height={pixels} className="cart-line__image" />
      <div className="cart-line__text">
        <Link to={detailsPath(line.product)} className="cart-line__name">
          {line.product.title}
        </Link>
        <span className="cart-line__variant">
          {sizeName && <span>{t('cart.size', { size: sizeName })}</span>}
          {color && <span>{t('cart.color', { color })}</span>}
        </span>
      </div>
    </div>
  );
}
