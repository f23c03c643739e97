// Customers, their sessions, the codes sent to their phones and the wrong tries that lock a number: one implementation
// over the SQL both backends speak, through the runner each backend hands in (./sql).
import { SESSION_IDLE_MS } from '@domain/account';
import type { SqlRunner } from './sql';
import type { AccountStore, CustomerRecord } from './types';

/** Wrong tries and codes older than this are deleted as new ones are written. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Sessions one customer keeps (phones, laptops, a shared family computer); signing in once more ends the oldest. */
export const SESSIONS_PER_CUSTOMER = 10;

interface CustomerRow {
  id: string;
  mobile: string;
  full_name: string;
  email: string;
  short_address: string;
  password_hash: string | null;
  replaced_password_hash: string | null;
  verified_at: number | null;
  created_at: number;
}

const toCustomer = (row: CustomerRow): CustomerRecord => ({
  id: row.id,
  mobile: row.mobile,
  fullName: row.full_name,
  email: row.email,
  shortAddress: row.short_address,
  passwordHash: row.password_hash,
  replacedPasswordHash: row.replaced_password_hash,
  verifiedAt: row.verified_at === null ? null : Number(row.verified_at),
  createdAt: Number(row.created_at),
});

const CUSTOMER_COLUMNS = 'id, mobile, full_name, email, short_address, password_hash, replaced_password_hash, verified_at, created_at';

const CHANGEABLE = {
  fullName: 'full_name',
  email: 'email',
  shortAddress: 'short_address',
  passwordHash: 'password_hash',
  replacedPasswordHash: 'replaced_password_hash',
  verifiedAt: 'verified_at',
} as const;

export function accountStore(sql: SqlRunner): AccountStore {
  const customerWhere = async (where: string, value: string) => {
    const [row] = await sql.all<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE ${where} = ?`, [value]);
    return row ? toCustomer(row) : null;
  };

  return {
    customerByMobile: (mobile) => customerWhere('mobile', mobile),
    customerById: (id) => customerWhere('id', id),

    async createCustomer(customer) {
      const created = await sql.run(
        `INSERT INTO customers (${CUSTOMER_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (mobile) DO NOTHING`,
        [
          customer.id,
          customer.mobile,
          customer.fullName,
          customer.email,
          customer.shortAddress,
          customer.passwordHash,
          customer.replacedPasswordHash,
          customer.verifiedAt,
          customer.createdAt,
        ],
      );
      const stored = await customerWhere('mobile', customer.mobile);
      if (!stored) throw new Error(`customer ${customer.mobile} neither inserted nor found`);
      return { customer: stored, created: created === 1 };
    },

    async updateCustomer(id, change) {
      const fields = (Object.keys(change) as (keyof typeof CHANGEABLE)[]).filter((key) => change[key] !== undefined);
      if (!fields.length) return;
      await sql.run(`UPDATE customers SET ${fields.map((key) => `${CHANGEABLE[key]} = ?`).join(', ')} WHERE id = ?`, [
        ...fields.map((key) => change[key]),
        id,
      ]);
    },

    async createSession(digest, customerId, byCode, now) {
      // A shopper's ended sessions go, and so do all but the newest few: signing in again and again grows nothing.
      await sql.run('DELETE FROM sessions WHERE customer_id = ? AND last_used_at < ?', [customerId, now - SESSION_IDLE_MS]);
      await sql.run(
        `DELETE FROM sessions WHERE customer_id = ? AND token_digest NOT IN
           (SELECT token_digest FROM sessions WHERE customer_id = ? ORDER BY last_used_at DESC LIMIT ?)`,
        [customerId, customerId, SESSIONS_PER_CUSTOMER - 1],
      );
      await sql.run('INSERT INTO sessions (token_digest, customer_id, by_code, created_at, last_used_at) VALUES (?, ?, ?, ?, ?)', [
        digest,
        customerId,
        byCode ? 1 : 0,
        now,
        now,
      ]);
    },
    async useSession(digest, now, idleMs) {
      // One statement decides: a token unused for idleMs is gone even when two requests race for it.
      const used = await sql.all<{ customer_id: string; by_code: number }>(
        'UPDATE sessions SET last_used_at = ? WHERE token_digest = ? AND last_used_at >= ? RETURNING customer_id, by_code',
        [now, digest, now - idleMs],
      );
      if (!used.length) {
        await sql.run('DELETE FROM sessions WHERE token_digest = ?', [digest]);
        return null;
      }
      return { customerId: used[0].customer_id, byCode: Number(used[0].by_code) === 1 };
    },
    deleteSession: async (digest) => (await sql.run('DELETE FROM sessions WHERE token_digest = ?', [digest])) > 0,
    async deleteSessionsOf(customerId, exceptDigest) {
      await sql.run('DELETE FROM sessions WHERE customer_id = ? AND token_digest <> ?', [customerId, exceptDigest ?? '']);
    },

    saveCode: (mobile, codeHash, now, limits) =>
      // Counted and written while no other code is, so racing requests, on one instance or several, pass no bound.
      sql.transaction(['sign_in_codes'], async (locked) => {
        await locked.run('DELETE FROM sign_in_codes WHERE sent_at < ?', [now - KEEP_MS]);
        for (const limit of limits) {
          const [sent] = await locked.all<{ n: number; oldest: number | null }>(
            `SELECT COUNT(*) AS n, MIN(sent_at) AS oldest FROM sign_in_codes WHERE sent_at >= ?${limit.mobile ? ' AND mobile = ?' : ''}`,
            limit.mobile ? [limit.since, limit.mobile] : [limit.since],
          );
          if (Number(sent.n) >= limit.max) return { refusedBy: limit, oldest: Number(sent.oldest ?? now) };
        }
        await locked.run('INSERT INTO sign_in_codes (mobile, code_hash, sent_at) VALUES (?, ?, ?)', [mobile, codeHash, now]);
        return null;
      }),
    async dropCode(mobile, codeHash) {
      await sql.run('DELETE FROM sign_in_codes WHERE mobile = ? AND code_hash = ?', [mobile, codeHash]);
    },
    async liveCodes(mobile, sentSince) {
      const rows = await sql.all<{ id: number; code_hash: string }>(
        'SELECT id, code_hash FROM sign_in_codes WHERE mobile = ? AND sent_at >= ? AND used_at IS NULL ORDER BY id DESC',
        [mobile, sentSince],
      );
      return rows.map((row) => ({ id: Number(row.id), codeHash: row.code_hash }));
    },
    spendCode: async (id, now) => (await sql.run('UPDATE sign_in_codes SET used_at = ? WHERE id = ? AND used_at IS NULL', [now, id])) === 1,

    async recordFailure(key, address, now) {
      await sql.run('DELETE FROM sign_in_failures WHERE at < ?', [now - KEEP_MS]);
      await sql.run('INSERT INTO sign_in_failures (key, address, at) VALUES (?, ?, ?)', [key, address, now]);
    },
    async failuresSince(keys, address, since) {
      const rows = await sql.all<{ at: number; address: string | null }>(
        `SELECT at, address FROM sign_in_failures WHERE key IN (${keys.map(() => '?').join(', ')}) AND at >= ?${address === null ? '' : ' AND address = ?'} ORDER BY at`,
        address === null ? [...keys, since] : [...keys, since, address],
      );
      return rows.map((row) => ({ at: Number(row.at), address: row.address ?? '' }));
    },

    async linkOrder(invoiceId, customerId) {
      await sql.run('UPDATE orders SET customer_id = ? WHERE invoice_id = ? AND customer_id IS NULL', [customerId, invoiceId]);
    },
    async ownsOrder(invoiceId, { customerId, mobile }) {
      const where = mobile === null ? 'customer_id = ?' : '(customer_id = ? OR mobile = ?)';
      const params = mobile === null ? [customerId] : [customerId, mobile];
      const rows = await sql.all<{ one: number }>(`SELECT 1 AS one FROM orders WHERE invoice_id = ? AND ${where}`, [invoiceId, ...params]);
      return rows.length > 0;
    },
    async orderIdsOf({ customerId, mobile, page, size }) {
      const where = mobile === null ? 'customer_id = ?' : '(customer_id = ? OR mobile = ?)';
      const params = mobile === null ? [customerId] : [customerId, mobile];
      const [count] = await sql.all<{ n: number }>(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`, params);
      const rows = await sql.all<{ invoice_id: string }>(
        `SELECT invoice_id FROM orders WHERE ${where} ORDER BY seq DESC LIMIT ? OFFSET ?`,
        [...params, size, (page - 1) * size],
      );
      return { ids: rows.map((row) => row.invoice_id), total: Number(count.n) };
    },
  };
}
