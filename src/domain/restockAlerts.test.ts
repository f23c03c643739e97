import { alertsToSend, RESTOCK_ALERT_MS, TEXTS_PER_UNIT_BACK, unitsOnSale } from './restockAlerts';

describe('alertsToSend', () => {
  test.each([
    [0, 0, 0],
    [0, 1, 3],
    [0, 5, 15],
    [2, 5, 0],
    [5, 0, 0],
    [1, 1, 0],
  ])('from %i on sale to %i makes %i due', (before, after, due) => {
    expect(alertsToSend(before, after)).toBe(due);
  });

  test('three texts per unit back, kept 90 days', () => {
    expect(TEXTS_PER_UNIT_BACK).toBe(3);
    expect(RESTOCK_ALERT_MS).toBe(90 * 24 * 60 * 60 * 1000);
  });
});

describe('unitsOnSale', () => {
  test.each([
    [10, 0, 10],
    [10, 3, 7],
    [3, 3, 0],
    [1, 3, 0],
    [0, 0, 0],
  ])('%i counted with %i held leaves %i on sale', (counted, held, onSale) => {
    expect(unitsOnSale(counted, held)).toBe(onSale);
  });
});
