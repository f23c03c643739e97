import fc from 'fast-check';
import {
  codesClosedUntil,
  isCodeShaped,
  LOCK_MS,
  lockedUntil,
  NUMBER_SLOW_ADDRESSES,
  NUMBER_SLOW_MS,
  NUMBER_SLOW_TRIES,
  NUMBER_SLOW_WINDOW_MS,
  numberSlowedUntil,
  typedCode,
  WRONG_TRIES_BEFORE_LOCK,
  type WrongTry,
} from './account';

const MINUTE = 60_000;
/** Wrong tries at these minutes past `start`, oldest first. */
const start = Date.UTC(2026, 10, 28, 6, 0, 0);
const at = (...minutes: number[]) => minutes.map((m) => start + m * MINUTE);

test('the policy: five wrong tries within 15 minutes lock for 15 minutes', () => {
  expect(WRONG_TRIES_BEFORE_LOCK).toBe(5);
  expect(LOCK_MS).toBe(15 * MINUTE);
});

describe('lockedUntil', () => {
  it.each<[string, number[], number, number | null]>([
    ['no tries', [], 0, null],
    ['one try', at(0), 1, null],
    ['four tries within a minute', at(0, 0.25, 0.5, 0.75), 1, null],
    ['five tries within five minutes: locked until the last + 15 min', at(0, 1, 2, 3, 4), 5, start + 19 * MINUTE],
    ['five tries in the same millisecond', at(0, 0, 0, 0, 0), 0, start + 15 * MINUTE],
    ['five tries exactly 15 minutes apart first to last still lock', at(0, 5, 10, 12, 15), 15, start + 30 * MINUTE],
    ['five tries spread over 15 minutes and a millisecond', [...at(0, 5, 10, 12), start + 15 * MINUTE + 1], 16, null],
    ['five tries spread over 16 minutes', at(0, 4, 8, 12, 16), 16, null],
    ['ten tries 4 minutes apart: no five within 15 minutes', at(0, 4, 8, 12, 16, 20, 24, 28, 32, 36), 36, null],
    ['the lock one millisecond before it ends', at(0, 1, 2, 3, 4), 19 - 1 / MINUTE, start + 19 * MINUTE],
    ['the lock over: at last + 15 min exactly', at(0, 1, 2, 3, 4), 19, null],
    ['the lock long over', at(0, 1, 2, 3, 4), 60, null],
    ['a sixth try extends the lock to its own time + 15 min', at(0, 1, 2, 3, 4, 10), 11, start + 25 * MINUTE],
    ['a sixth try too late to lock with the others keeps the first lock as it was', at(0, 1, 2, 3, 4, 18), 18.5, start + 19 * MINUTE],
    ['an old lock over, four new tries: not locked again yet', at(0, 1, 2, 3, 4, 40, 41, 42, 43), 43, null],
    ['an old lock over, a fifth new try: locked again', at(0, 1, 2, 3, 4, 40, 41, 42, 43, 44), 44, start + 59 * MINUTE],
  ])('%s', (_, failures, nowMinutes, expected) => {
    expect(lockedUntil(failures, start + nowMinutes * MINUTE)).toBe(expected);
  });
});

describe('numberSlowedUntil', () => {
  /** `count` wrong tries a minute apart from `minute` on, from addresses taken in turn. */
  const tries = (count: number, addresses: string[], minute = 0): WrongTry[] =>
    Array.from({ length: count }, (_, n) => ({ at: start + (minute + n) * MINUTE, address: addresses[n % addresses.length] }));
  const three = ['a', 'b', 'c'];

  test('the policy: 20 wrong passwords within an hour from 3 addresses slow the number for 15 minutes', () => {
    expect([NUMBER_SLOW_TRIES, NUMBER_SLOW_ADDRESSES, NUMBER_SLOW_WINDOW_MS, NUMBER_SLOW_MS]).toEqual([20, 3, 60 * MINUTE, 15 * MINUTE]);
  });

  it.each<[string, WrongTry[], number, number | null]>([
    ['no tries', [], 0, null],
    ['19 tries from 3 addresses', tries(19, three), 19, null],
    ['20 tries from 3 addresses: slowed until the last + 15 min', tries(20, three), 20, start + 34 * MINUTE],
    ['20 tries from 2 addresses', tries(20, ['a', 'b']), 20, null],
    ['100 tries from 1 address', tries(100, ['a']), 100, null],
    ['20 tries from 3 addresses, over at last + 15 min', tries(20, three), 34, null],
    [
      '20 tries from 3 addresses spread over more than an hour',
      tries(20, three).map((t, n) => ({ ...t, at: t.at + n * 3 * MINUTE })),
      80,
      null,
    ],
    [
      'two addresses for 19 tries, a third for the 20th',
      [...tries(19, ['a', 'b']), { at: start + 19 * MINUTE, address: 'c' }],
      19,
      start + 34 * MINUTE,
    ],
    ['a try more while slowed moves the end on', [...tries(20, three), ...tries(1, three, 25)], 25, start + 40 * MINUTE],
  ])('%s', (_, wrong, nowMinutes, expected) => {
    expect(numberSlowedUntil(wrong, start + nowMinutes * MINUTE)).toBe(expected);
  });

  /** The rule as written, try by try: the window ending at each try holds enough tries from enough addresses. */
  function reference(wrong: WrongTry[], now: number): number | null {
    const ends = wrong
      .filter((last) => {
        const window = wrong.filter((one) => one.at <= last.at && last.at - one.at <= NUMBER_SLOW_WINDOW_MS);
        return window.length >= NUMBER_SLOW_TRIES && new Set(window.map((one) => one.address)).size >= NUMBER_SLOW_ADDRESSES;
      })
      .map((last) => last.at + NUMBER_SLOW_MS)
      .filter((until) => until > now);
    return ends.length ? Math.max(...ends) : null;
  }

  test('agrees with the rule as written on any history, and never slows a number tried from fewer than 3 addresses', () => {
    const history = fc.array(fc.record({ gap: fc.nat({ max: 8 * MINUTE }), address: fc.constantFrom('a', 'b', 'c', 'd', 'e') }), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(history, fc.nat({ max: 20 * MINUTE }), (steps, after) => {
        let at = start;
        const wrong = steps.map(({ gap, address }) => ({ at: (at += gap), address }));
        const until = numberSlowedUntil(wrong, at + after);
        expect(until).toBe(reference(wrong, at + after));
        if (new Set(wrong.map((one) => one.address)).size < NUMBER_SLOW_ADDRESSES) expect(until).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('codesClosedUntil', () => {
  const tries = (count: number, addresses: string[]): WrongTry[] =>
    Array.from({ length: count }, (_, n) => ({ at: start + n * MINUTE, address: addresses[n % addresses.length] }));
  const five = ['a', 'b', 'c', 'd', 'e'];

  it.each<[string, WrongTry[], string, number, number | null]>([
    ['no wrong codes', [], 'a', 0, null],
    ['19 wrong codes from 5 addresses: every address may try', tries(19, five), 'a', 19, null],
    ['20 from 5 addresses: one of them waits until the slowdown ends', tries(20, five), 'a', 20, start + 34 * MINUTE],
    ['20 from 5 addresses: an address that sent none may try', tries(20, five), 'owner', 20, null],
    ['20 from 2 addresses: no slowdown, so no wait beyond the pair lock', tries(20, ['a', 'b']), 'a', 20, null],
    ['the slowdown over', tries(20, five), 'a', 34, null],
  ])('%s', (_, wrongCodes, address, nowMinutes, expected) => {
    expect(codesClosedUntil(wrongCodes, address, start + nowMinutes * MINUTE)).toBe(expected);
  });

  test('an address that sent no wrong code is never closed; one that did is closed exactly while the number is slowed', () => {
    const history = fc.array(fc.record({ gap: fc.nat({ max: 4 * MINUTE }), address: fc.constantFrom('a', 'b', 'c', 'd') }), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(history, fc.constantFrom('a', 'owner'), fc.nat({ max: 20 * MINUTE }), (steps, address, after) => {
        let at = start;
        const wrong = steps.map(({ gap, address: from }) => ({ at: (at += gap), address: from }));
        const slowed = numberSlowedUntil(wrong, at + after);
        const sent = wrong.some((one) => one.address === address);
        expect(codesClosedUntil(wrong, address, at + after)).toBe(sent ? slowed : null);
      }),
    );
  });
});

describe('typedCode', () => {
  it.each([
    ['123456', '123456'],
    ['012345', '012345'],
    ['০১২৩৪৫', '012345'],
    ['৯৮৭৬৫৪', '987654'],
    ['১২৩ ৪৫৬', '123456'],
    [' 12 34 56 ', '123456'],
    ['\t123456\n', '123456'],
    ['০১২ 345', '012345'],
    // Only spaces go: anything else is left for isCodeShaped to refuse.
    ['12-34-56', '12-34-56'],
    ['12345a', '12345a'],
    ['', ''],
  ])('%j → %j', (typed, expected) => {
    expect(typedCode(typed)).toBe(expected);
  });
});

describe('isCodeShaped', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['12 345', false],
    [' 123456', false],
    ['123456\n', false],
    ['১২৩৪৫৬', false],
    ['１２３４５６', false],
    ['', false],
  ])('%j → %s', (code, expected) => {
    expect(isCodeShaped(code)).toBe(expected);
  });

  it('takes what typedCode makes of a code typed with Bengali digits and spaces', () => {
    expect(isCodeShaped(typedCode(' ১২৩ ৪৫৬ '))).toBe(true);
    expect(isCodeShaped(typedCode('১২৩ ৪৫'))).toBe(false);
  });
});
