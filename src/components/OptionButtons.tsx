import { formatTk } from '../domain/money';
import { sizeLabel } from '../domain/sizeLabels';
import type { AttributeValue } from '../domain/types';

interface Props {
  value: AttributeValue;
  pressed: boolean;
  onClick: () => void;
  /** None of it is in stock: crossed out, and said so to screen readers, before it is clicked. */
  soldOut?: boolean;
}

const SOLD_OUT = 'Sold out';

/** A colour swatch (option 7) that toggles. */
export function ColorSwatch({ value, pressed, onClick, soldOut = false }: Props) {
  const name = soldOut ? `${value.name}, ${SOLD_OUT.toLowerCase()}` : value.name;
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
  const label = sizeLabel(value.displayLabel || value.name);
  const spoken = [label, price !== undefined && formatTk(price), soldOut && SOLD_OUT.toLowerCase()].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      className={`chip${soldOut ? ' is-sold-out' : ''}${price !== undefined ? ' chip--priced' : ''}`}
      aria-pressed={pressed}
      aria-label={spoken === label ? undefined : spoken}
      title={soldOut ? SOLD_OUT : undefined}
      onClick={onClick}
    >
      {label}
      {price !== undefined && <span className="chip__price">{formatTk(price)}</span>}
    </button>
  );
}
