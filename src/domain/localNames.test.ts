import { bengaliVariant, localName, localOpeningHours } from './localNames';

describe('names and hours in the page language', () => {
  it('gives the Bengali name on Bengali pages where there is one, else the shop name', () => {
    expect(localName({ name: 'Black', nameBn: 'কালো' }, 'bn')).toBe('কালো');
    expect(localName({ name: 'Black', nameBn: 'কালো' }, 'en')).toBe('Black');
    expect(localName({ name: 'Wings' }, 'bn')).toBe('Wings');
    expect(localName({ name: 'Wings', nameBn: '' }, 'bn')).toBe('Wings');
  });

  it("gives an outlet's hours in Bengali on Bengali pages where it has them, else its English hours, else none", () => {
    const outlet = { extras: { opening_hours: 'Sat–Thu 11:00–21:00', opening_hours_bn: 'শনি–বৃহস্পতি ১১:০০–২১:০০' } };
    expect(localOpeningHours(outlet, 'bn')).toBe('শনি–বৃহস্পতি ১১:০০–২১:০০');
    expect(localOpeningHours(outlet, 'en')).toBe('Sat–Thu 11:00–21:00');
    expect(localOpeningHours({ extras: { opening_hours: 'Sat–Thu 11:00–21:00' } }, 'bn')).toBe('Sat–Thu 11:00–21:00');
    expect(localOpeningHours({}, 'bn')).toBeUndefined();
  });
});

describe("an order line's variant in Bengali", () => {
  const names = new Map([
    ['Black', 'কালো'],
    ['Red', 'লাল'],
  ]);
  it.each([
    ['Black / XL', 'কালো / XL'],
    ['Red', 'লাল'],
    ['XL', undefined],
    ['', undefined],
    ['Navy / M', undefined],
  ])('%s reads %s', (variant, expected) => {
    expect(bengaliVariant(variant, names)).toBe(expected);
  });
});
