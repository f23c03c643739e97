// The shop's lists read straight from the database, on either one: bands and brands by name, outlets, news, and what
// the sitemap lists.
import { bareId } from '../ids';
import {
  newsOrderBy,
  newsWithId,
  offset,
  PLACE_COLUMNS,
  toBranch,
  toLocation,
  toLookup,
  toNews,
  type LookupRow,
  type NewsRow,
  type PlaceRow,
} from './reference';
import type { SqlRunner } from './sql';
import type { ShopStore, SitemapEntry } from './types';

/** Items read per turn of the event loop while the sitemap is built. */
const SITEMAP_PAGE = 10_000;

type ReferenceReads = Pick<ShopStore, 'lookups' | 'branches' | 'locations' | 'findLocation' | 'news' | 'findNews' | 'sitemapEntries'>;

export function referenceReads(runner: SqlRunner): ReferenceReads {
  const { dialect } = runner;
  const { bytewise } = dialect;
  const count = async (sql: string, params: unknown[] = []) => Number((await runner.one<{ n: number }>(sql, params))!.n);
  const ofTypes = (types: string[] | undefined) => {
    if (!types?.length) return { sql: '', params: [] };
    const type = dialect.oneOf('type', 'text', types);
    return { sql: `WHERE ${type.sql}`, params: [type.param] };
  };

  return {
    async lookups(query) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: string, value: unknown) => {
        where.push(sql);
        params.push(value);
      };
      if (query.type !== undefined) add('type = ?', query.type);
      if (query.status !== undefined) add('status = ?', query.status);
      if (query.name !== undefined) add(`${dialect.caseless('name')} = ${dialect.caseless('?')}`, query.name);
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const direction = query.descending ? 'DESC' : 'ASC';
      const total = await count(`SELECT COUNT(*) AS n FROM lookups ${whereSql}`, params);
      const rows = await runner.all<LookupRow>(
        `SELECT id, type, name, status, name_bn FROM lookups ${whereSql}
         ORDER BY ${dialect.caseless('name')} ${direction}, id${bytewise} ${direction} LIMIT ? OFFSET ?`,
        [...params, query.size, offset(query)],
      );
      return { list: rows.map(toLookup), total };
    },

    async branches(window) {
      const filter = ofTypes(window.types);
      const total = await count(`SELECT COUNT(*) AS n FROM branches ${filter.sql}`, filter.params);
      const rows = await runner.all<PlaceRow>(
        `SELECT ${PLACE_COLUMNS} FROM branches ${filter.sql} ORDER BY sort_order, id${bytewise} LIMIT ? OFFSET ?`,
        [...filter.params, window.size, offset(window)],
      );
      const ofBranches = dialect.oneOf(
        'branch_id',
        'text',
        rows.map((r) => r.id),
      );
      const located = await runner.all<{ id: string; branch_id: string }>(
        `SELECT id, branch_id FROM locations WHERE ${ofBranches.sql} ORDER BY sort_order`,
        [ofBranches.param],
      );
      return {
        list: rows.map((r) =>
          toBranch(
            r,
            located.filter((l) => l.branch_id === r.id).map((l) => l.id),
          ),
        ),
        total,
      };
    },
    async locations(query) {
      const filter = ofTypes(query.types);
      const total = await count(`SELECT COUNT(*) AS n FROM locations ${filter.sql}`, filter.params);
      const rows = await runner.all<PlaceRow>(
        `SELECT ${PLACE_COLUMNS}, branch_id FROM locations ${filter.sql} ORDER BY sort_order, id${bytewise} LIMIT ? OFFSET ?`,
        [...filter.params, query.size, offset(query)],
      );
      return { list: rows.map(toLocation), total };
    },
    async findLocation(id) {
      const row = await runner.one<PlaceRow>(`SELECT ${PLACE_COLUMNS}, branch_id FROM locations WHERE bare_id = ?`, [bareId(id)]);
      return row ? toLocation(row) : null;
    },

    async news(query) {
      const total = await count('SELECT COUNT(*) AS n FROM news');
      const rows = await runner.all<NewsRow>(`SELECT * FROM news ORDER BY ${newsOrderBy(query.sort, bytewise)} LIMIT ? OFFSET ?`, [
        query.size,
        offset(query),
      ]);
      return { list: rows.map(toNews), total };
    },
    findNews: async (id) => newsWithId(await runner.all<NewsRow>('SELECT * FROM news'), id),

    async sitemapEntries() {
      // In pages, each on a turn of its own: one read of 200,000 items would hold the event loop for about 0.3 s.
      const items: SitemapEntry[] = [];
      for (let after = 0; ;) {
        const page = await runner.all<SitemapEntry & { seq: number }>(
          "SELECT seq, id, date_created AS changed FROM items WHERE status = 'ACTIVE' AND seq > ? ORDER BY seq LIMIT ?",
          [after, SITEMAP_PAGE],
        );
        for (const { id, changed } of page) items.push({ id, changed });
        if (page.length < SITEMAP_PAGE) break;
        after = page[page.length - 1].seq;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const news = await runner.all<SitemapEntry>(`SELECT id, date AS changed FROM news ORDER BY date${bytewise} DESC, id${bytewise}`);
      return { items, news };
    },
  };
}
