import { sizeLabel } from '../domain/sizeLabels';
import type { AttributeValue } from '../domain/types';

interface Props {
  value: AttributeValue;
  pressed: boolean;
  onClick: () => void;
}

/** A colour swatch (option 7) that toggles. */
export function ColorSwatch({ value, pressed, onClick }: Props) {
  return (
    <button
      type="button"
      className="swatch"
      title={value.name}
      aria-label={value.name}
      aria-pressed={pressed}
      style={{ background: value.extras?.color ?? '#888' }}
      onClick={onClick}
    />
  );
}

/** A size chip, labelled 3XL and 4XL for the long sizes. */
export function SizeChip({ value, pressed, onClick }: Props) {
  return (
    <button type="button" className="chip" aria-pressed={pressed} onClick={onClick}>
      {sizeLabel(value.displayLabel || value.name)}
    </button>
  );
}
