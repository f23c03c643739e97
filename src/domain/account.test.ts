import { isCodeShaped, LOCK_MS, lockedUntil, typedCode, WRONG_TRIES_BEFORE_LOCK } from './account';

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
