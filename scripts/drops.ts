// `npm run drops -- set ITEM_ID STARTS_AT [--limit N] [--hold MINUTES] [--admit N] | list | remove ITEM_ID`: staff set
// the hour a limited item opens for sale (docs/drop.md, "Setting a drop") from a terminal; the shop keeps who set it
// (STAFF_NAME, else the OS user). It talks to the running shop as `npm run stock` does (./staffCalls).
import { parseArgs } from 'node:util';
import { formatShopDateTime, SHOP_UTC_OFFSET } from '../src/domain/shopTime';
import type { DropAnswer as Drop } from '../server/src/routes/drops';
import { printable, staffCall, staffCommand, staffName, wholeNumberOf } from './staffCalls';

const USAGE = [
  'usage: npm run drops -- set ITEM_ID STARTS_AT [--limit N] [--hold MINUTES] [--admit N]',
  '                              STARTS_AT 2026-12-05T20:00:00+06:00 (any zone), or 2026-12-05 20:00 on the shop’s clock (Dhaka)',
  '                              --limit units one buyer may have (default 1), --hold minutes a unit stays held (default 10),',
  '                              --admit shoppers let through a minute (default all at once); set again to replace',
  '       npm run drops -- list                 every drop, soonest first',
  '       npm run drops -- remove ITEM_ID       take a drop away',
  'Needs ADMIN_TOKEN; STAFF_NAME (else your user name) is kept as who set it; SHOP_URL and API_KEY as the shop’s.',
].join('\n');

const OPTIONS = { limit: { type: 'string' }, hold: { type: 'string' }, admit: { type: 'string' } } as const;

/**
 * STARTS_AT as staff type it: a time with its zone goes as it is; a date and time without one (`2026-12-05 20:00`, a T
 * or seconds as they like) is the shop's clock. Anything else goes as it is, for the shop to refuse in its words.
 */
export function startsAtOf(typed: string): string {
  const text = typed.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(text);
  return local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}${SHOP_UTC_OFFSET}` : text;
}

const line = (drop: Drop) =>
  [
    `${drop.startsAt} (${formatShopDateTime(Date.parse(drop.startsAt))} in Dhaka)`,
    printable(drop.itemId),
    `limit ${drop.perBuyerLimit}`,
    `hold ${drop.holdMinutes} min`,
    drop.admitPerMinute === null ? 'all at once' : `admit ${drop.admitPerMinute}/min`,
    `by ${printable(drop.staff)}`,
  ].join('  ');

/** Runs a command; false for one it does not know. */
async function run(argv: string[]): Promise<boolean> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  const [command, ...rest] = positionals;
  const options = Object.keys(values).length > 0;
  if (command === 'set' && rest.length === 2) {
    const [itemId, startsAt] = rest;
    const body = {
      itemId,
      startsAt: startsAtOf(startsAt),
      ...(values.limit !== undefined && { perBuyerLimit: wholeNumberOf(values.limit) }),
      ...(values.hold !== undefined && { holdMinutes: wholeNumberOf(values.hold) }),
      ...(values.admit !== undefined && { admitPerMinute: wholeNumberOf(values.admit) }),
    };
    console.log(line(await staffCall<Drop>('PUT', '/api/admin/drops', body, { 'x-staff-name': staffName() })));
  } else if (command === 'list' && rest.length === 0 && !options) {
    const { list } = await staffCall<{ list: Drop[] }>('GET', '/api/admin/drops');
    console.log(list.length ? list.map(line).join('\n') : 'No drops.');
  } else if (command === 'remove' && rest.length === 1 && !options) {
    const [itemId] = rest;
    await staffCall('DELETE', `/api/admin/drops/${encodeURIComponent(itemId)}`, undefined, { 'x-staff-name': staffName() });
    console.log(`The drop of ${printable(itemId)} is taken away.`);
  } else return false;
  return true;
}

const main = staffCommand(USAGE, run);

if (require.main === module) void main(process.argv.slice(2));

export { main };
