import { localName } from '../domain/localNames';
import { sizeLabel } from '../domain/sizeLabels';
import type { AttributeValue } from '../domain/types';
import { useTexts } from '../i18n/TextsContext';

interface Props {
  value: AttributeValue;
  pressed: boolean;
  onClick: () => void;
  /** None of it is in stock: crossed out, and said so to screen readers, before it is clicked. */
  soldOut?: boolean;
}

/** A colour swatch (option 7) that toggles. */
export function ColorSwatch({ value, pressed, onClick, soldOut = false }: Props) {
  const { t, language } = useTexts();
  const colour = localName(value, language);
  const name = soldOut ? t('shop.option.withSoldOut', { name: colour }) : colour;
  return (
    <button
      type="button"
      className={`swatch${soldOut ? ' is-sold-out' : ''}`}
      title={name}
      aria-label={name}
      aria-pressed={pressed}
      style={{ background: value.extras?.color ?? '#888' }}
      onClick={onClick}
    />
  );
}

/** A size chip, labelled 3XL and 4XL for the long sizes, with its price under the label when it costs more. */
export function SizeChip({ value, pressed, onClick, soldOut = false, price }: Props & { price?: number }) {
  const texts = useTexts();
  const { t } = texts;
  const label = sizeLabel(value.displayLabel || value.name);
  const priced = price === undefined ? label : t('shop.option.sizePriced', { size: label, price: texts.price(price) });
  const spoken = soldOut ? t('shop.option.withSoldOut', { name: priced }) : priced;
  return (
    <button
      type="button"
      className={`chip${soldOut ? ' is-sold-out' : ''}${price !== undefined ? ' chip--priced' : ''}`}
      aria-pressed={pressed}
      aria-label={spoken === label ? undefined : spoken}
      title={soldOut ? t('shop.option.soldOut') : undefined}
      onClick={onClick}
    >
      {label}
      {price !== undefined && <span className="chip__price">{texts.price(price)}</span>}
    </button>
  );
}
