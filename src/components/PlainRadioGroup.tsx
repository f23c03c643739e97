import { useId, type ReactNode } from 'react';
import { PlainChoice } from './PlainCheckbox';
import { useAntdClasses } from './useAntdClasses';

export interface PlainRadioOption<Value> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

interface Props<Value> {
  value: Value;
  options: readonly PlainRadioOption<Value>[];
  onChange: (value: Value) => void;
  id?: string;
  /** The id of the element that names the group for screen readers (a form item's label, a heading). */
  'aria-labelledby'?: string;
  /** One option a line. */
  vertical?: boolean;
  /** Every option disabled (while the form is sent). */
  disabled?: boolean;
  className?: string;
}

/**
 * antd's Radio.Group of plain radios, drawn with antd's class names by the build's antd style sheet: antd's own imports
 * Form's hooks (and the form library under them) to name its radios. Native radios of one name: the arrow keys move
 * between them, past a disabled one.
 */
export default function PlainRadioGroup<Value>({
  value,
  options,
  onChange,
  id,
  'aria-labelledby': labelledBy,
  vertical = false,
  disabled = false,
  className,
}: Props<Value>) {
  const { prefix, scope } = useAntdClasses('radio', { ownVariables: true });
  const name = useId();
  const group = `${prefix}-group`;
  const groupClasses = [group, `${group}-outline`, vertical && `${group}-vertical`, className, scope].filter(Boolean).join(' ');
  return (
    <div aria-labelledby={labelledBy} role="radiogroup" className={groupClasses} id={id}>
      {options.map((option, index) => (
        <PlainChoice
          key={index}
          kind="radio"
          name={name}
          checked={option.value === value}
          disabled={disabled || option.disabled}
          onChange={() => onChange(option.value)}
        >
          {option.label}
        </PlainChoice>
      ))}
    </div>
  );
}
