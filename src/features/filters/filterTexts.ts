import type { FilterTag } from '../../domain/filterTags';
import { localName } from '../../domain/localNames';
import { DISCOUNT_OPTIONS, type DiscountOption, type ShopFilters } from '../../domain/shopFilters';
import type { Texts } from '../../i18n/texts';

/** A discount choice in the shopper's words: '30% and above', 'No Discount'. */
export const discountText = ({ t }: Texts, option: DiscountOption): string =>
  option.percent === null ? t('shop.discount.none') : t('shop.discount.atLeast', { percent: option.percent });

/**
 * What a selected-filter tag says: the value's name, the price range or the discount in the shopper's words, or the
 * filter's own name while the value's name is not loaded yet (a shared link).
 */
export function tagText(texts: Texts, tag: FilterTag, filters: ShopFilters): string {
  const { t, price } = texts;
  switch (tag.type) {
    case 'price':
      return t('shop.listing.priceRange', { min: price(filters.price[0]), max: price(filters.price[1]) });
    case 'discounts': {
      const option = DISCOUNT_OPTIONS.find((each) => String(each.id) === tag.id);
      return option ? discountText(texts, option) : t('shop.filter.discount');
    }
    case 'query':
      return tag.name;
    default:
      return localName(tag, texts.language) || t(`shop.filter.${tag.type}`);
  }
}
