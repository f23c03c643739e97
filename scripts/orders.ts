// `npm run orders -- list [STATUS] | show INVOICE | move INVOICE STATUS [--courier NAME --tracking NUMBER [--url https://…]] [--note TEXT]`:
// the staff's order calls (server/README.md, "Orders, for the shop's staff") from a terminal. It talks to the running
// shop at SHOP_URL (default http://localhost:8080) with ADMIN_TOKEN and API_KEY from the environment.
import { parseArgs } from 'node:util';
import { ORDER_STATUSES, isOrderStatus } from '../src/domain/orderStatus';
import { formatTk } from '../src/domain/money';
import { formatShopDateTime } from '../src/domain/shopTime';
import { printable, staffCall as call, staffCommand } from './staffCalls';

const USAGE = `usage: npm run orders -- list [STATUS] [--page N]
       npm run orders -- show INVOICE
       npm run orders -- move INVOICE STATUS [--courier NAME --tracking NUMBER [--url https://…]] [--note TEXT]
STATUS is one of ${ORDER_STATUSES.join(', ')}. Needs ADMIN_TOKEN; SHOP_URL (default http://localhost:8080) and API_KEY as the shop's.`;

interface StaffOrder {
  invoiceId: string;
  createdAt: number;
  status: string;
  paymentType: string;
  paymentStatus: string;
  total: number;
  customer: { fullName: string; mobile: string; shortAddress: string };
  shipment: { courier: string; trackingNumber: string; trackingUrl?: string } | null;
  events: { status: string; at: number; note: string }[];
  lines: { title: string; variant: string; quantity: number; lineTotal: number }[];
  voucher: { code: string; discount: number } | null;
}

const summary = (order: StaffOrder) =>
  [
    order.invoiceId,
    order.status.padEnd(9),
    `${order.paymentType}/${order.paymentStatus}`.padEnd(26),
    formatTk(order.total).padStart(10),
    formatShopDateTime(order.createdAt),
  ].join('  ');

function details(order: StaffOrder): string {
  return [
    summary(order),
    printable(`  ${order.customer.fullName}, ${order.customer.mobile}, ${order.customer.shortAddress}`),
    ...order.lines.map((line) => printable(`  ${line.quantity} × ${line.title} (${line.variant}) ${formatTk(line.lineTotal)}`)),
    ...(order.voucher ? [printable(`  promo ${order.voucher.code} −${formatTk(order.voucher.discount)}`)] : []),
    ...(order.shipment
      ? [
          `  shipped with ${order.shipment.courier}, ${order.shipment.trackingNumber}${order.shipment.trackingUrl ? ` ${order.shipment.trackingUrl}` : ''}`,
        ]
      : []),
    ...order.events.map((event) => printable(`  ${formatShopDateTime(event.at)} ${event.status}${event.note ? `: ${event.note}` : ''}`)),
  ].join('\n');
}

/** Runs a command; false for one it does not know. */
async function run(argv: string[]): Promise<boolean> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      page: { type: 'string' },
      courier: { type: 'string' },
      tracking: { type: 'string' },
      url: { type: 'string' },
      note: { type: 'string' },
    },
  });
  const [command, first, second] = positionals;
  if (command === 'list' && (first === undefined || isOrderStatus(first))) {
    const query = new URLSearchParams({ size: '50', page: values.page ?? '1', ...(first && { status: first }) });
    const { list, total } = await call<{ list: StaffOrder[]; total: number }>('GET', `/api/admin/orders?${query}`);
    console.log(list.length ? list.map(summary).join('\n') : 'No orders.');
    console.log(`${list.length} of ${total}`);
  } else if (command === 'show' && first) {
    console.log(details(await call<StaffOrder>('GET', `/api/admin/orders/${encodeURIComponent(first)}`)));
  } else if (command === 'move' && first && second && isOrderStatus(second)) {
    const body = {
      status: second,
      ...(values.courier !== undefined && { courier: values.courier }),
      ...(values.tracking !== undefined && { trackingNumber: values.tracking }),
      ...(values.url !== undefined && { trackingUrl: values.url }),
      ...(values.note !== undefined && { note: values.note }),
    };
    console.log(details(await call<StaffOrder>('PATCH', `/api/admin/orders/${encodeURIComponent(first)}/status`, body)));
  } else return false;
  return true;
}

const main = staffCommand(USAGE, run);

if (require.main === module) void main(process.argv.slice(2));

export { main };
