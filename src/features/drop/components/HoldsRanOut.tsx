import { Button } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import PlainAlert from '../../../components/PlainAlert';
import { useTexts } from '../../../i18n/TextsContext';
import { skuVariant } from '../../cart/components/CartLineSummary';
import { cartActions } from '../../cart/cartSlice';
import { selectCart } from '../../cart/selectors';
import './HoldsRanOut.css';

/** The lines that left the cart because their hold ran out, said plainly until the shopper closes it. */
export default function HoldsRanOut() {
  const { t, language } = useTexts();
  const dispatch = useAppDispatch();
  const ranOut = useAppSelector(selectCart).ranOut;
  if (!ranOut?.length) return null;
  const name = ({ title, sku }: (typeof ranOut)[number]) => {
    const { size } = skuVariant(sku, language);
    return size ? `${title} (${t('cart.size', { size })})` : title;
  };
  return (
    <PlainAlert
      type="warning"
      showIcon
      className="holds-ran-out"
      title={t('drop.hold.ranOutTitle')}
      description={
        // The button under the lines, not beside them: a phone's width goes to the words.
        <>
          <ul className="holds-ran-out__lines">
            {ranOut.map((line) => (
              <li key={line.sku.code}>{t('drop.hold.ranOut', { name: name(line) })}</li>
            ))}
          </ul>
          <Button onClick={() => dispatch(cartActions.ranOutSeen())}>{t('drop.hold.seen')}</Button>
        </>
      }
    />
  );
}
