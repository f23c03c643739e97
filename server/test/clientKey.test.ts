// The key every per-address bound counts: an IPv6 client is its /64, however it spells the address.
import fc from 'fast-check';
import { isIPv6 } from 'node:net';
import { clientKey } from '../src/clients';

describe('clientKey', () => {
  test.each([
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0:0::2', '2001:db8:0:0::/64'],
    ['2001:DB8:0000:0000:ffff:ffff:ffff:ffff', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::1.2.3.4', '2001:db8:0:0::/64'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:0102:0304', '1.2.3.4'],
    ['0:0:0:0:0:ffff:c000:0280', '192.0.2.128'],
    ['::1', '0:0:0:0::/64'],
    ['1.2.3.4', '1.2.3.4'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  // Eight groups, zeros often (so that spellings compress), never the all-zero /64 (::1, IPv4-mapped addresses).
  const group = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
  const prefix = fc.tuple(group, group, group, group).filter((groups) => groups.some((g) => g !== 0));
  const suffix = fc.tuple(group, group, group, group);
  /** One of the many ways to write an address: padded or not, upper or lower case, one run of zeros as `::` or not. */
  const spelling = fc.record({ pad: fc.boolean(), upper: fc.boolean(), compress: fc.boolean() });
  const spell = (groups: number[], { pad, upper, compress }: { pad: boolean; upper: boolean; compress: boolean }) => {
    const texts = groups.map((g) => g.toString(16).padStart(pad ? 4 : 1, '0'));
    let text = texts.join(':');
    const zeroRun = /(^|:)(0+(:0+)+)(:|$)/.exec(text);
    if (compress && zeroRun) text = `${text.slice(0, zeroRun.index)}::${text.slice(zeroRun.index + zeroRun[0].length)}`;
    return upper ? text.toUpperCase() : text;
  };

  test('two addresses of one /64, however spelt, give one key', () => {
    fc.assert(
      fc.property(prefix, suffix, suffix, spelling, spelling, (head, a, b, spellA, spellB) => {
        const [first, second] = [spell([...head, ...a], spellA), spell([...head, ...b], spellB)];
        expect([isIPv6(first), isIPv6(second)]).toEqual([true, true]);
        expect(clientKey(first)).toBe(clientKey(second));
      }),
    );
  });

  test('addresses in different /64s give different keys', () => {
    fc.assert(
      fc.property(prefix, prefix, suffix, suffix, spelling, spelling, (headA, headB, a, b, spellA, spellB) => {
        fc.pre(headA.join() !== headB.join());
        expect(clientKey(spell([...headA, ...a], spellA))).not.toBe(clientKey(spell([...headB, ...b], spellB)));
      }),
    );
  });
});
