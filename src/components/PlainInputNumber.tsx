import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useAntdClasses } from './useAntdClasses';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'step' | 'prefix' | 'className'>;

interface Props extends InputProps {
  value: number;
  min: number;
  max: number;
  step: number;
  prefix?: ReactNode;
  /** Its place in a Space.Compact row drawn by hand: antd's compact classes. */
  compact?: 'first' | 'last';
  /** Each number typed within [min, max] as it is typed, null for an empty box; the settled number on blur or Enter. */
  onChange: (value: number | null) => void;
  /** After Enter has settled the box: the number it holds, null if empty. */
  onPressEnter?: (value: number | null) => void;
}

/** What a box holds as a number: NaN for text that is none, null for nothing. */
const parse = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** A typed number settled as antd's InputNumber does on blur or Enter: into [min, max], to the step's decimals. */
function settled(typed: number, { min, max, step }: { min: number; max: number; step: number }) {
  const decimals = (String(step).split('.')[1] ?? '').length;
  const rounded = Number(Math.min(max, Math.max(min, typed)).toFixed(decimals));
  return Math.min(max, Math.max(min, rounded));
}

/**
 * antd's InputNumber without its controls, drawn without its script (rc-input-number and its decimal library) by the
 * build's antd style sheet: a text box with the numeric keypad that hands on each number typed within range, settles
 * what it holds on blur and Enter, and steps by `step` with the arrow keys.
 */
export default function PlainInputNumber({
  value,
  min,
  max,
  step,
  prefix,
  compact,
  onChange,
  onPressEnter,
  onBlur,
  onKeyDown,
  ...input
}: Props) {
  const { prefix: cls, scope } = useAntdClasses('input-number', { ownVariables: true });
  // What the shopper is typing, until it settles; the value itself otherwise.
  const [typing, setTyping] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const limits = { min, max, step };

  const settle = () => {
    const typed = typing === null ? value : parse(typing);
    setTyping(null);
    const next = typed === null ? null : settled(Number.isNaN(typed) ? value : typed, limits);
    if (next !== value) onChange(next);
    return next;
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter') onPressEnter?.(settle());
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setTyping(null);
      const next = settled(value + (event.key === 'ArrowUp' ? step : -step), limits);
      if (next !== value) onChange(next);
    }
  };

  const classes = [
    cls,
    compact && `${cls}-compact-item`,
    compact && `${cls}-compact-${compact}-item`,
    `${cls}-mode-input`,
    focused && `${cls}-focused`,
    `${cls}-outlined`,
    `${cls}-without-controls`,
    scope,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {prefix != null && <div className={`${cls}-prefix`}>{prefix}</div>}
      <input
        autoComplete="off"
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        step={step}
        {...input}
        className={`${cls}-input`}
        value={typing ?? String(value)}
        onFocus={(event) => {
          setFocused(true);
          input.onFocus?.(event);
        }}
        onChange={(event) => {
          setTyping(event.target.value);
          const typed = parse(event.target.value);
          const inRange = typed === null || (!Number.isNaN(typed) && typed >= min && typed <= max);
          if (inRange && typed !== value) onChange(typed);
        }}
        onBlur={(event) => {
          setFocused(false);
          settle();
          onBlur?.(event);
        }}
        onKeyDown={onKey}
      />
    </div>
  );
}
