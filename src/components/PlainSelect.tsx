import { DownOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useAntdClasses } from './useAntdClasses';
import './PlainSelect.css';

export interface PlainOption<Value extends string> {
  value: Value;
  label: string;
}

interface Props<Value extends string> {
  value: Value;
  options: readonly PlainOption<Value>[];
  onChange: (value: Value) => void;
  id?: string;
  'aria-label'?: string;
}

/**
 * A native <select> in antd's Select look (antd's class names, drawn by the build's antd style sheet), for a few fixed
 * choices: a phone opens its own picker, the keyboard and screen readers know it, and it answers before the script
 * has loaded. A fraction of antd's Select's script, which brings its own popup and virtual list.
 */
export default function PlainSelect<Value extends string>({ value, options, onChange, id, 'aria-label': label }: Props<Value>) {
  const { prefix, scope } = useAntdClasses('select', { ownVariables: true });
  const [focused, setFocused] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const optionOf = (chosen: string) => options.find((option) => option.value === chosen);

  // On a server-rendered page the shopper may choose before hydration, and hydration leaves the choice on screen
  // without telling anyone: it is handed on once the script answers.
  useEffect(() => {
    const chosen = select.current && optionOf(select.current.value);
    if (chosen && chosen.value !== value) onChange(chosen.value);
    // Once, as the select mounts: later choices go through its change event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const classes = [
    prefix,
    `${prefix}-outlined`,
    `${prefix}-single`,
    `${prefix}-show-arrow`,
    focused && `${prefix}-focused`,
    'plain-select',
    scope,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <select
        ref={select}
        id={id}
        className="plain-select__native"
        value={value}
        aria-label={label}
        onChange={(event) => {
          const chosen = optionOf(event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={`${prefix}-suffix plain-select__arrow`}>
        <DownOutlined aria-hidden />
      </span>
    </div>
  );
}
