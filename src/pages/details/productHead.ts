// A product page's head: its name, description, picture and price for search engines and link previews, with
// schema.org Product data. Built on the server only (the route's `head`).
import { shopContact } from '../../domain/shopContact';
import { pageTitle, routeText } from '../../i18n/siteTexts';
import { unitPrice } from '../../domain/pricing';
import { defaultSku, detailsPath } from '../../domain/productDisplay';
import { stockOnHand } from '../../domain/stock';
import { selectValidDiscounts } from '../../features/discounts/selectors';
import { absoluteImage, previewImage, shorten, type HeadContext, type PageHead } from '../pageHead';

export default function productHead(context: HeadContext): PageHead | undefined {
  const item = context.state.catalog.details.item;
  if (!item) return undefined;
  const canonical = new URL(detailsPath(item), context.siteOrigin).href;
  const description = shorten(
    item.description || routeText(context.texts, 'titles.details.description', { title: item.title, shop: shopContact.name }),
  );
  const images = item.images.length ? item.images : item.image ? [item.image] : [];
  const imageUrls = images.map((image) => absoluteImage(image, context)).filter((url): url is string => !!url);
  const sku = defaultSku(item);
  const price = sku ? unitPrice(item, sku, selectValidDiscounts(context.state)).price : item.minDiscountedPrice || item.minPrice;
  const inStock = item.skus.some((each) => stockOnHand(each, context.config.onlineLocationId) > 0);
  const amount = price.toFixed(2);
  return {
    title: pageTitle(context.texts, item.title),
    description,
    canonical,
    openGraph: [
      ['og:type', 'product'],
      ['og:title', item.title],
      ['og:description', description],
      ['og:url', canonical],
      ...(imageUrls[0] ? [['og:image', previewImage(imageUrls[0])] as [string, string]] : []),
      ['product:price:amount', amount],
      ['product:price:currency', 'BDT'],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: item.title,
      description,
      sku: item.code,
      image: imageUrls,
      url: canonical,
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: amount,
        priceCurrency: 'BDT',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
  };
}
