import { useId, type ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';

export interface PlainRadioOption<Value> {
  value: Value;
  label: ReactNode;
}

interface Props<Value> {
  value: Value;
  options: readonly PlainRadioOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
}

/**
 * antd's Radio.Group of plain radios, drawn with antd's class names by the build's antd style sheet: antd's own imports
 * Form's hooks (and the form library under them) to name its radios. Native radios of one name: the arrow keys move
 * between them.
 */
export default function PlainRadioGroup<Value>({ value, options, onChange, className }: Props<Value>) {
  const { prefix, scope } = useAntdClasses('radio', { ownVariables: true });
  const name = useId();
  const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
  return (
    <div role="radiogroup" className={classes(`${prefix}-group`, `${prefix}-group-outline`, className, scope)}>
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <label key={index} className={classes(`${prefix}-wrapper`, checked && `${prefix}-wrapper-checked`, scope)}>
            <span className={classes(prefix, 'ant-wave-target', checked && `${prefix}-checked`)}>
              <input className={`${prefix}-input`} type="radio" name={name} checked={checked} onChange={() => onChange(option.value)} />
            </span>
            <span className={`${prefix}-label`}>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
