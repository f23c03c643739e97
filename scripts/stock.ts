// `npm run stock -- set SKU LOCATION UNITS | history SKU [--page N]`: staff put units on sale from a terminal
// (server/README.md, "Stock and restock alerts"), as counted on the shelf; the shop keeps who counted (STAFF_NAME, else
// the OS user). It talks to the running shop as `npm run vouchers` does (./staffCalls).
import { parseArgs } from 'node:util';
import type { StockChangeAnswer as StockChange } from '../server/src/routes/stock';
import { printable, printStaffList, staffCall, staffCommand, staffName, wholeNumberOf } from './staffCalls';

const USAGE = [
  'usage: npm run stock -- set SKU LOCATION UNITS     the units counted at a location (0 to 100000), held ones included',
  '       npm run stock -- history SKU [--page N]     its changes, newest first, 20 a page',
  'Needs ADMIN_TOKEN; STAFF_NAME (else your user name) is kept as who counted; SHOP_URL and API_KEY as the shop’s.',
].join('\n');

const line = (change: StockChange) =>
  [
    change.at,
    printable(change.skuCode),
    `at ${printable(change.locationId)}`,
    `${change.unitsBefore} → ${change.units} counted`,
    change.held ? `${change.held} held by open orders` : '',
    `on sale ${change.onSaleBefore} → ${change.onSale}`,
    change.alertsQueued ? `${change.alertsQueued} back-in-stock texts queued` : '',
    `by ${printable(change.staff)}`,
  ]
    .filter(Boolean)
    .join('  ');

/** Runs a command; false for one it does not know. */
async function run(argv: string[]): Promise<boolean> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { page: { type: 'string' } } });
  const [command, sku, ...rest] = positionals;
  if (command === 'set' && sku && rest.length === 2 && values.page === undefined) {
    const [location, units] = rest;
    const body = { skuCode: sku, locationId: location, units: wholeNumberOf(units) };
    console.log(line(await staffCall<StockChange>('PATCH', '/api/admin/stock', body, { 'x-staff-name': staffName() })));
  } else if (command === 'history' && sku && rest.length === 0) {
    await printStaffList<StockChange>(`/api/admin/stock/${encodeURIComponent(sku)}/changes`, values.page, line, 'No changes.');
  } else return false;
  return true;
}

const main = staffCommand(USAGE, run);

if (require.main === module) void main(process.argv.slice(2));

export { main };
