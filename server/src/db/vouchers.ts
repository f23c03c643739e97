// Promo codes: one implementation over the SQL both backends speak (./sql). A code's uses are the rows of voucher_uses
// not given back (released_at NULL), which the order's transaction writes; read here with the code in one query, so an
// unknown code and a known one cost the same. Lines are priced as the checkout prices them (./checkoutPlan).
import { SKU_FOR_ORDER, skuOnSale, skuUnitPrice, type SkuForOrder } from './checkoutPlan';
import type { ReferenceData } from './reference';
import type { SqlRunner, SqlStatements } from './sql';
import type { VoucherRecord, VoucherStore, VoucherWithUses } from './types';

interface VoucherRow {
  code: string;
  kind: VoucherRecord['kind'];
  value: number;
  min_subtotal: number | null;
  max_discount: number | null;
  starts_at: number | null;
  ends_at: number | null;
  max_uses: number | null;
  one_per_number: number;
  category_ids: string;
  band_ids: string;
  active: number;
  created_at: number;
  updated_at: number;
  uses: number;
  by_number: number;
}

const nullableNumber = (value: number | null) => (value === null ? null : Number(value));

const toVoucher = (row: VoucherRow): VoucherWithUses => ({
  code: row.code,
  kind: row.kind,
  value: Number(row.value),
  minSubtotal: nullableNumber(row.min_subtotal),
  maxDiscount: nullableNumber(row.max_discount),
  startsAt: nullableNumber(row.starts_at),
  endsAt: nullableNumber(row.ends_at),
  maxUses: nullableNumber(row.max_uses),
  onePerNumber: Number(row.one_per_number) === 1,
  categoryIds: JSON.parse(row.category_ids) as string[],
  bandIds: JSON.parse(row.band_ids) as string[],
  active: Number(row.active) === 1,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  uses: Number(row.uses),
  byNumber: Number(row.by_number),
});

/** A code's columns and its unreleased uses, all and those of one number (the second parameter; '' counts none). */
const WITH_USES = `SELECT v.*,
  (SELECT COUNT(*) FROM voucher_uses u WHERE u.code = v.code AND u.released_at IS NULL) AS uses,
  (SELECT COUNT(*) FROM voucher_uses u WHERE u.code = v.code AND u.released_at IS NULL AND u.mobile = ?) AS by_number
  FROM vouchers v`;

/** The columns a code writes, each with where its value comes from. */
const COLUMNS: [column: string, value: (voucher: VoucherRecord) => unknown][] = [
  ['code', (v) => v.code],
  ['kind', (v) => v.kind],
  ['value', (v) => v.value],
  ['min_subtotal', (v) => v.minSubtotal],
  ['max_discount', (v) => v.maxDiscount],
  ['starts_at', (v) => v.startsAt],
  ['ends_at', (v) => v.endsAt],
  ['max_uses', (v) => v.maxUses],
  ['one_per_number', (v) => (v.onePerNumber ? 1 : 0)],
  ['category_ids', (v) => JSON.stringify(v.categoryIds)],
  ['band_ids', (v) => JSON.stringify(v.bandIds)],
  ['active', (v) => (v.active ? 1 : 0)],
  ['created_at', (v) => v.createdAt],
  ['updated_at', (v) => v.updatedAt],
];
const INSERT = `INSERT INTO vouchers (${COLUMNS.map(([column]) => column).join(', ')})
  VALUES (${COLUMNS.map(() => '?').join(', ')}) ON CONFLICT (code) DO NOTHING`;
const UPDATE = `UPDATE vouchers SET ${COLUMNS.slice(1)
  .map(([column]) => `${column} = ?`)
  .join(', ')} WHERE code = ?`;

/** What a code's changes and the orders using it wait on, on every instance. */
export const voucherLock = (code: string) => `voucher:${code}`;

/** A code with its uses, read with the caller's statements (inside its transaction, under voucherLock). */
export const voucherIn = async (sql: SqlStatements, code: string, mobile: string | null | undefined) => {
  const row = await sql.one<VoucherRow>(`${WITH_USES} WHERE v.code = ?`, [mobile ?? '', code]);
  return row ? toVoucher(row) : null;
};

/** Gives an order's use of its code back (the order was cancelled, failed or expired): once, as a use given back stays so. */
export const giveUseBack = (sql: SqlStatements, invoiceId: string, now: number) =>
  sql.run('UPDATE voucher_uses SET released_at = ? WHERE invoice_id = ? AND released_at IS NULL', [now, invoiceId]);

/** An order's use of a code, written in the order's transaction. */
export const useVoucher = (sql: SqlStatements, use: { code: string; invoiceId: string; mobile: string; now: number }) =>
  sql.run('INSERT INTO voucher_uses (code, invoice_id, mobile, used_at) VALUES (?, ?, ?, ?)', [
    use.code,
    use.invoiceId,
    use.mobile,
    use.now,
  ]);

export function voucherStore(sql: SqlRunner, reference: ReferenceData): VoucherStore {
  const { dialect } = sql;

  return {
    add: async (voucher) =>
      (await sql.run(
        INSERT,
        COLUMNS.map(([, value]) => value(voucher)),
      )) === 1,

    async list({ page, size }) {
      const [count] = await sql.all<{ n: number }>('SELECT COUNT(*) AS n FROM vouchers');
      const rows = await sql.all<VoucherRow>(`${WITH_USES} ORDER BY v.created_at DESC, v.code${dialect.bytewise} LIMIT ? OFFSET ?`, [
        '',
        size,
        (page - 1) * size,
      ]);
      return { list: rows.map(toVoucher), total: Number(count.n) };
    },

    find: (code, mobile) => voucherIn(sql, code, mobile),

    update: (code, change) =>
      sql.transaction([voucherLock(code)], async (locked) => {
        const current = await voucherIn(locked, code, null);
        if (!current) return null;
        const next = change(current);
        await locked.run(UPDATE, [...COLUMNS.slice(1).map(([, value]) => value(next)), code]);
        return voucherIn(locked, code, null);
      }),

    async unknownReferences({ categoryIds, bandIds }) {
      const known = async (table: 'categories' | 'lookups', ids: readonly string[], where = '') => {
        if (!ids.length) return [];
        const among = dialect.oneOf('id', 'text', ids);
        const rows = await sql.all<{ id: string }>(`SELECT id FROM ${table} WHERE ${among.sql}${where}`, [among.param]);
        const found = new Set(rows.map((row) => row.id));
        return ids.filter((id) => !found.has(id));
      };
      return { categoryIds: await known('categories', categoryIds), bandIds: await known('lookups', bandIds, " AND type = 'bands'") };
    },

    async priceLines(lines) {
      const codes = dialect.oneOf('s.code', 'text', [...new Set(lines.map((line) => line.skuCode))]);
      const found = await sql.all<SkuForOrder>(`${SKU_FOR_ORDER} WHERE ${codes.sql}`, [codes.param]);
      const byCode = new Map(found.map((sku) => [sku.code, sku]));
      const discounts = reference.discounts();
      return lines.map((line) => {
        const sku = byCode.get(line.skuCode);
        if (!sku || !skuOnSale(sku, line.itemId)) return undefined;
        return { ...line, unitPrice: { price: skuUnitPrice(sku, reference.cache, discounts).price }, ...reference.voucherScope(sku) };
      });
    },
  };
}
