import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useAntdClasses } from './useAntdClasses';

export type Range = readonly [number, number];

export interface SliderLimits {
  min: number;
  max: number;
  step: number;
}

/** A value on the slider's grid: within [min, max], on a step from min. */
const onGrid = (value: number, { min, max, step }: SliderLimits) =>
  Math.min(max, Math.max(min, min + Math.round((value - min) / step) * step));

/** The range with one handle moved to `value`, kept on the grid and never past the other handle. */
export function moved(range: Range, handle: 0 | 1, value: number, limits: SliderLimits): [number, number] {
  const next = onGrid(value, limits);
  return handle === 0 ? [Math.min(next, range[1]), range[1]] : [range[0], Math.max(next, range[0])];
}

/** Where a key sends a handle, as antd's slider moves it (PageUp and PageDown two steps); undefined for other keys. */
export function valueAfterKey(key: string, value: number, { min, max, step }: SliderLimits): number | undefined {
  const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 2, PageDown: -2 };
  if (key === 'Home') return min;
  if (key === 'End') return max;
  return key in steps ? value + steps[key] * step : undefined;
}

/** The handle a tap at `value` moves: the nearer one, or the one on its side where both stand together. */
const nearerHandle = ([low, high]: Range, value: number): 0 | 1 =>
  Math.abs(value - low) < Math.abs(value - high) || (low === high && value < low) ? 0 : 1;

interface Props extends SliderLimits {
  value: Range;
  /** The handles' names for screen readers, the lower first. */
  labels: readonly [string, string];
  /** While a handle moves. */
  onChange: (value: [number, number]) => void;
  /** When a handle is let go, or its key released. */
  onChangeComplete: (value: [number, number]) => void;
}

/**
 * antd's range Slider drawn without its script (rc-slider, and the tooltip engine its handles open), by the build's
 * antd style sheet: two handles that the arrow keys, PageUp/PageDown, Home and End, a drag (mouse, pen or finger) and a
 * tap on the rail move. Neither handle passes the other. No tooltip: the boxes beside it show the values.
 */
export default function PlainRangeSlider({ value, labels, onChange, onChangeComplete, ...limits }: Props) {
  const { prefix, scope } = useAntdClasses('slider', { ownVariables: false });
  const { min, max } = limits;
  const root = useRef<HTMLDivElement>(null);
  // The handle a pointer or a key moves and where it has put the range so far (the props catch up a render later).
  const moving = useRef<{ handle: 0 | 1; range: [number, number] } | null>(null);

  const move = (handle: 0 | 1, to: number) => {
    const from = moving.current?.range ?? value;
    const next = moved(from, handle, to, limits);
    moving.current = { handle, range: next };
    if (next[0] !== from[0] || next[1] !== from[1]) onChange(next);
  };
  const settle = () => {
    if (!moving.current) return;
    const { range } = moving.current;
    moving.current = null;
    onChangeComplete(range);
  };
  const valueAt = (clientX: number) => {
    const { left, width } = root.current!.getBoundingClientRect();
    return min + (width > 0 ? (clientX - left) / width : 0) * (max - min);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button > 0) return;
    const onHandle = (event.target as HTMLElement).dataset.handle;
    const at = valueAt(event.clientX);
    const handle = onHandle === undefined ? nearerHandle(value, at) : (Number(onHandle) as 0 | 1);
    moving.current = { handle, range: [value[0], value[1]] };
    root.current!.setPointerCapture?.(event.pointerId);
    root.current!.querySelectorAll<HTMLElement>('[role="slider"]')[handle].focus();
    event.preventDefault();
    // A tap on the rail moves the nearer handle there; a handle taken moves only when dragged.
    if (onHandle === undefined) move(handle, at);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (moving.current) move(moving.current.handle, valueAt(event.clientX));
  };

  const onKeyDown = (handle: 0 | 1) => (event: KeyboardEvent) => {
    const to = valueAfterKey(event.key, (moving.current?.range ?? value)[handle], limits);
    if (to === undefined) return;
    event.preventDefault();
    move(handle, to);
  };

  const percent = (at: number) => ((at - min) / (max - min)) * 100;
  return (
    <div
      ref={root}
      className={[prefix, `${prefix}-horizontal`, scope].join(' ')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={settle}
      onPointerCancel={settle}
    >
      <div className={`${prefix}-rail`} />
      <div
        className={`${prefix}-track ${prefix}-track-1`}
        style={{ left: `${percent(value[0])}%`, width: `${percent(value[1]) - percent(value[0])}%` }}
      />
      <div className={`${prefix}-step`} />
      {([0, 1] as const).map((handle) => (
        <div
          key={handle}
          data-handle={handle}
          role="slider"
          tabIndex={0}
          aria-label={labels[handle]}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value[handle]}
          aria-orientation="horizontal"
          aria-disabled={false}
          className={`${prefix}-handle ${prefix}-handle-${handle + 1}`}
          style={{ left: `${percent(value[handle])}%`, transform: 'translateX(-50%)' }}
          onKeyDown={onKeyDown(handle)}
          onKeyUp={settle}
        />
      ))}
    </div>
  );
}
