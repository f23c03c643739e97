import { formatBdtTotal, formatTk } from './money';

describe('formatTk', () => {
  it.each([
    [0, 'Tk 0'],
    [80, 'Tk 80'],
    [999, 'Tk 999'],
    [1250, 'Tk 1,250'],
    [100000, 'Tk 100,000'],
    [1234567, 'Tk 1,234,567'],
    [1249.5, 'Tk 1,250'],
    [1249.4, 'Tk 1,249'],
    [-1249.5, 'Tk -1,250'],
    [-0.4, 'Tk 0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatTk(amount)).toBe(expected);
  });
});

describe('formatBdtTotal', () => {
  it.each([
    [0, 'BDT 0/='],
    [600, 'BDT 600/='],
    [2450, 'BDT 2,450/='],
  ])('%d → %s', (amount, expected) => {
    expect(formatBdtTotal(amount)).toBe(expected);
  });
});

describe('grouping', () => {
  it('groups the same as Intl.NumberFormat for whole and fractional amounts', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const amount of [1, 12, 123, 1234, 12345, 123456, 1234567, 98765432, 1000.5, 2999.49, -45678.5]) {
      expect(formatTk(amount)).toBe(`Tk ${intl.format(amount)}`);
    }
  });
});
