import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from 'antd';
import fc from 'fast-check';
import { useState } from 'react';
import { markupInAntdTheme } from '../test/antdMarkup';
import PlainRangeSlider, { moved, valueAfterKey, type Range } from './PlainRangeSlider';

const LIMITS = { min: 0, max: 5000, step: 50 };
const LABELS = ['Minimum price', 'Maximum price'] as const;

/** The slider as the filter panel holds it: its range follows `onChange`; `events` hears both callbacks. */
function Priced({ events, start = [500, 3000] }: { events: string[]; start?: Range }) {
  const [range, setRange] = useState<Range>(start);
  return (
    <PlainRangeSlider
      {...LIMITS}
      labels={LABELS}
      value={range}
      onChange={(next) => {
        events.push(`change ${next.join('-')}`);
        setRange(next);
      }}
      onChangeComplete={(next) => events.push(`complete ${next.join('-')}`)}
    />
  );
}

const handle = (name: string) => screen.getByRole('slider', { name });
const now = (name: string) => Number(handle(name).getAttribute('aria-valuenow'));

/** The slider's rail laid out 500 px wide from x = 100, so x = 100 + value / 10. */
const railAt = () => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 500 } as DOMRect);

// jsdom has no PointerEvent: a mouse event with a pointer id stands in, so a test's pointer carries its position.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

describe('PlainRangeSlider', () => {
  beforeAll(() => Object.assign(window, { PointerEvent: TestPointerEvent }));
  afterAll(() => Reflect.deleteProperty(window, 'PointerEvent'));
  afterEach(() => jest.restoreAllMocks());

  it("carries antd's slider classes and handle attributes, each handle and the track placed as antd's", () => {
    const props = { min: 0, max: 5000, step: 50, value: [100, 4000] as [number, number] };
    const antd = markupInAntdTheme(<Slider range {...props} ariaLabelForHandle={[...LABELS]} />);
    const plain = markupInAntdTheme(<PlainRangeSlider {...props} labels={LABELS} onChange={() => {}} onChangeComplete={() => {}} />);
    // The same markup but for the handles' marker that a pointer uses to tell which it took.
    expect(plain.replace(/ data-handle="\d"/g, '')).toBe(antd);
  });

  it('moves a handle by a step with the arrows, two with PageUp/PageDown, to the ends with Home/End, settling on key up', async () => {
    const events: string[] = [];
    render(<Priced events={events} />);
    await userEvent.tab();
    expect(handle('Minimum price')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(now('Minimum price')).toBe(550);
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}{PageUp}');
    expect(now('Minimum price')).toBe(550);
    await userEvent.keyboard('{PageDown}{Home}');
    expect(now('Minimum price')).toBe(0);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{End}');
    expect(now('Maximum price')).toBe(5000);
    expect(events).toEqual([
      'change 550-3000',
      'complete 550-3000',
      'change 500-3000',
      'complete 500-3000',
      'change 450-3000',
      'complete 450-3000',
      'change 550-3000',
      'complete 550-3000',
      'change 450-3000',
      'complete 450-3000',
      'change 0-3000',
      'complete 0-3000',
      'change 0-3050',
      'complete 0-3050',
      'change 0-5000',
      'complete 0-5000',
    ]);
  });

  it('stops a handle at the other, never past it', async () => {
    const events: string[] = [];
    render(<Priced events={events} start={[1000, 1050]} />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect([now('Minimum price'), now('Maximum price')]).toEqual([1050, 1050]);
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    expect([now('Minimum price'), now('Maximum price')]).toEqual([1050, 1050]);
  });

  it('follows a drag of a handle on the grid, and settles where it is let go', () => {
    railAt();
    const events: string[] = [];
    render(<Priced events={events} />);
    fireEvent.pointerDown(handle('Maximum price'), { clientX: 400, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle('Maximum price'), { clientX: 452, pointerId: 1 });
    fireEvent.pointerMove(handle('Maximum price'), { clientX: 520, pointerId: 1 });
    expect(now('Maximum price')).toBe(4200);
    expect(handle('Maximum price')).toHaveFocus();
    fireEvent.pointerUp(handle('Maximum price'), { clientX: 520, pointerId: 1 });
    fireEvent.pointerMove(handle('Maximum price'), { clientX: 300, pointerId: 1 });
    expect(events).toEqual(['change 500-3500', 'change 500-4200', 'complete 500-4200']);
  });

  it('drags a handle only up to the other one, even when the pointer goes past it', () => {
    railAt();
    const events: string[] = [];
    render(<Priced events={events} />);
    fireEvent.pointerDown(handle('Minimum price'), { clientX: 150, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle('Minimum price'), { clientX: 590, pointerId: 1 });
    fireEvent.pointerUp(handle('Minimum price'), { clientX: 590, pointerId: 1 });
    expect(events).toEqual(['change 3000-3000', 'complete 3000-3000']);
  });

  it('moves the nearer handle to a tap on the rail', () => {
    railAt();
    const events: string[] = [];
    const { container } = render(<Priced events={events} />);
    const rail = container.querySelector('.ant-slider-rail')!;
    fireEvent.pointerDown(rail, { clientX: 120, button: 0, pointerId: 1 });
    fireEvent.pointerUp(rail, { clientX: 120, pointerId: 1 });
    fireEvent.pointerDown(rail, { clientX: 380, button: 0, pointerId: 2 });
    fireEvent.pointerUp(rail, { clientX: 380, pointerId: 2 });
    expect(events).toEqual(['change 200-3000', 'complete 200-3000', 'change 200-2800', 'complete 200-2800']);
    expect(handle('Maximum price')).toHaveFocus();
  });

  it('keeps min ≤ max, within [min, max] and on the step grid, after any keys on either handle', () => {
    const keys = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];
    const limits = fc
      .record({
        min: fc.integer({ min: -1000, max: 1000 }),
        steps: fc.integer({ min: 1, max: 200 }),
        step: fc.integer({ min: 1, max: 100 }),
      })
      .map(({ min, steps, step }) => ({ min, max: min + steps * step, step }));
    fc.assert(
      fc.property(
        limits,
        fc.array(fc.tuple(fc.constantFrom(0 as const, 1 as const), fc.constantFrom(...keys)), { maxLength: 60 }),
        (limits, presses) => {
          let range: Range = [limits.min, limits.max];
          for (const [which, key] of presses) range = moved(range, which, valueAfterKey(key, range[which], limits)!, limits);
          const [low, high] = range;
          expect(limits.min <= low && low <= high && high <= limits.max).toBe(true);
          for (const value of range) expect((value - limits.min) % limits.step).toBe(0);
        },
      ),
    );
  });
});
