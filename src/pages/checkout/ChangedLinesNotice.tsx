import PlainAlert from '../../components/PlainAlert';
import { skuVariant } from '../../features/cart/components/CartLineSummary';
import type { LineNotice } from '../../features/checkout/checkoutSlice';
import { useTexts } from '../../i18n/TextsContext';

/** 'Title (Size: L · Color: Maroon)', as the summary names a line. */
function useLineName() {
  const { t, language } = useTexts();
  return ({ title, attributeValues }: LineNotice) => {
    const { size, color } = skuVariant({ attributeValues }, language);
    const variant = [size && t('cart.size', { size }), color && t('cart.color', { color })].filter(Boolean).join(' · ');
    return variant ? t('checkout.changed.variant', { name: title, variant }) : title;
  };
}

/** One message for a refused Confirm Order: each line the cart changed to, and what to do next. */
export default function ChangedLinesNotice({ lines, next }: { lines: LineNotice[]; next: string }) {
  const { t, price } = useTexts();
  const nameOf = useLineName();
  const sentences = (line: LineNotice) => {
    const name = nameOf(line);
    if (line.quantity === 0) return [t('checkout.changed.removed', { name })];
    return [
      line.unitPrice !== null && t('checkout.changed.repriced', { name, price: price(line.unitPrice) }),
      line.capped && t('checkout.changed.capped', { name, quantity: line.quantity }),
    ].filter((sentence): sentence is string => !!sentence);
  };
  return (
    <PlainAlert
      className="checkout-payment__error"
      type="warning"
      showIcon
      data-testid="changed-lines"
      title={t('checkout.changed.title')}
      description={
        <>
          <ul className="checkout-payment__changed">
            {lines.map((line) => (
              <li key={line.skuCode}>{sentences(line).join(' ')}</li>
            ))}
          </ul>
          <p>{next}</p>
        </>
      }
    />
  );
}
