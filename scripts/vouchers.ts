// `npm run vouchers -- list [--page N] | add CODE --kind … --value N [terms] | off CODE | on CODE`: the shop's promo
// codes (server/README.md, "Promo codes") from a terminal. It talks to the running shop as `npm run orders` does
// (./staffCalls).
import { parseArgs } from 'node:util';
import { printStaffList, printable, staffCall, staffCommand } from './staffCalls';

interface Voucher {
  code: string;
  kind: string;
  value: number;
  minSubtotal: number | null;
  maxDiscount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  onePerNumber: boolean;
  categoryIds: string[];
  bandIds: string[];
  active: boolean;
  uses: number;
}

const USAGE = [
  'usage: npm run vouchers -- list [--page N]           newest first, 20 a page',
  '       npm run vouchers -- add CODE --kind PERCENT|AMOUNT|FREE_DELIVERY [--value N] [--min TAKA] [--cap TAKA]',
  '                              [--starts ISO] [--ends ISO] [--max-uses N] [--one-per-number] [--category ID]... [--band ID]...',
  '       npm run vouchers -- off CODE | on CODE         switch a code off (it answers as unknown) or on again',
  'Needs ADMIN_TOKEN; SHOP_URL (default http://localhost:8080) and API_KEY as the shop’s.',
].join('\n');

const OPTIONS = {
  page: { type: 'string' },
  kind: { type: 'string' },
  value: { type: 'string' },
  min: { type: 'string' },
  cap: { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  'max-uses': { type: 'string' },
  'one-per-number': { type: 'boolean' },
  category: { type: 'string', multiple: true },
  band: { type: 'string', multiple: true },
} as const;

/** A number option as the shop reads it: text that is no number goes as it is, for the shop to refuse in its words. */
const numberOf = (text: string | undefined) =>
  text === undefined ? undefined : text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

const what = (voucher: Voucher) =>
  voucher.kind === 'PERCENT' ? `${voucher.value} % off` : voucher.kind === 'AMOUNT' ? `Tk ${voucher.value} off` : 'free delivery';

const summary = (voucher: Voucher) =>
  [
    printable(voucher.code),
    voucher.active ? 'on ' : 'off',
    what(voucher),
    voucher.minSubtotal !== null ? `from Tk ${voucher.minSubtotal}` : '',
    voucher.maxDiscount !== null ? `at most Tk ${voucher.maxDiscount}` : '',
    voucher.startsAt || voucher.endsAt ? `${voucher.startsAt ?? '…'} to ${voucher.endsAt ?? '…'}` : '',
    `used ${voucher.uses}${voucher.maxUses !== null ? ` of ${voucher.maxUses}` : ''}`,
    voucher.onePerNumber ? 'once per number' : '',
    voucher.categoryIds.length ? `categories ${voucher.categoryIds.map(printable).join(',')}` : '',
    voucher.bandIds.length ? `bands ${voucher.bandIds.map(printable).join(',')}` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** Runs a command; false for one it does not know. */
async function run(argv: string[]): Promise<boolean> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  const [command, code, extra] = positionals;
  if (command === 'list' && code === undefined) {
    await printStaffList<Voucher>('/api/admin/vouchers', values.page, summary, 'No promo codes.');
  } else if (command === 'add' && code && extra === undefined && values.kind) {
    const body = {
      code,
      kind: values.kind,
      value: numberOf(values.value),
      minSubtotal: numberOf(values.min),
      maxDiscount: numberOf(values.cap),
      startsAt: values.starts,
      endsAt: values.ends,
      maxUses: numberOf(values['max-uses']),
      onePerNumber: values['one-per-number'],
      categoryIds: values.category,
      bandIds: values.band,
    };
    console.log(`Added ${summary(await staffCall<Voucher>('POST', '/api/admin/vouchers', body))}`);
  } else if ((command === 'off' || command === 'on') && code && extra === undefined) {
    const voucher = await staffCall<Voucher>('PATCH', `/api/admin/vouchers/${encodeURIComponent(code)}`, { active: command === 'on' });
    console.log(summary(voucher));
  } else return false;
  return true;
}

const main = staffCommand(USAGE, run);

if (require.main === module) void main(process.argv.slice(2));

export { main };
