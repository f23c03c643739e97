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

/** A size chip, labelled 3XL and 4XL for the long sizes. */
export function SizeChip({ value, pressed, onClick, soldOut = false }: Props) {
  const label = sizeLabel(value.displayLabel || value.name);
  return (
    <button
      type="button"
      className={`chip${soldOut ? ' is-sold-out' : ''}`}
      aria-pressed={pressed}
      aria-label={soldOut ? `${label}, ${SOLD_OUT.toLowerCase()}` : undefined}
      title={soldOut ? SOLD_OUT : undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
