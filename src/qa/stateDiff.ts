export interface StateDifference {
  /** Where the two states part, e.g. `cart.items[0].quantity`. */
  path: string;
  expected: unknown;
  actual: unknown;
}

/** Marks a key present on one side only. */
export const MISSING = Symbol('missing');

/** A plain object: not null, not a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const childPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/** The value as JSON holds it, so undefined fields of a live state equal fields absent from a saved one. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * Every path at which `actual` differs from `expected`, comparing them as JSON; keys named in `ignore`
 * (redux-persist's `_persist` bookkeeping, by default) are skipped at any depth.
 */
export function diffStates(actual: unknown, expected: unknown, ignore: readonly string[] = ['_persist']): StateDifference[] {
  const differences: StateDifference[] = [];
  const walk = (a: unknown, e: unknown, path: string) => {
    if (Array.isArray(a) && Array.isArray(e)) {
      for (let i = 0; i < Math.max(a.length, e.length); i += 1)
        walk(i < a.length ? a[i] : MISSING, i < e.length ? e[i] : MISSING, `${path}[${i}]`);
    } else if (isRecord(a) && isRecord(e)) {
      const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])].filter((key) => !ignore.includes(key));
      for (const key of keys) walk(key in a ? a[key] : MISSING, key in e ? e[key] : MISSING, childPath(path, key));
    } else if (a !== e) {
      differences.push({ path: path || '(the whole state)', expected: e, actual: a });
    }
  };
  walk(asJson(actual), asJson(expected), '');
  return differences;
}

const show = (value: unknown) => {
  if (value === MISSING) return '(missing)';
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

export const formatDifference = ({ path, expected, actual }: StateDifference): string =>
  `${path}: expected ${show(expected)}, got ${show(actual)}`;
