// `npm run bench:bundle`: builds the SPA for production and prints each route's JavaScript, raw and gzip.
// Budgets, in gzip JavaScript: the entry at most 110 KiB, and every page's route (the entry, the sagas' and the stored
// cart's chunks that every page fetches with it, and the page's chunks) at most 170 KiB; the bench fails and names each that is over.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type StatsChunkGroup } from 'webpack';
import { clientConfig } from '../webpack.config';
import { PAGE_ROUTES } from '../src/pages/pageRoutes';
import { PERSISTENCE_CHUNK, SAGAS_CHUNK } from '../src/root/lateSagas';

const ENTRY_BUDGET_KIB = 110;
const ROUTE_BUDGET_KIB = 170;
const config = clientConfig({}, { mode: 'production' });
const outDir = config.output!.path!;

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

function measure(files: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(outDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

const jsFiles = (group: StatsChunkGroup | undefined) => (group?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'));

webpack(config, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: true, chunkGroupAuxiliary: false });
  const entry = jsFiles(json.entrypoints?.main);
  const groups = Object.entries(json.namedChunkGroups ?? {}).filter(([name]) => name !== 'main');

  console.log(
    `${'chunk group'.padEnd(18)} ${'own raw'.padStart(8)} ${'own gz'.padStart(8)}   ${'route raw'.padStart(9)} ${'route gz'.padStart(9)}  (KiB; route = entry + sagas + persistence + the group's and its sagas' chunks)`,
  );
  const entrySize = measure(entry);
  console.log(
    `${'entry (main)'.padEnd(18)} ${kib(entrySize.raw)} ${kib(entrySize.gzip)}   ${kib(entrySize.raw).padStart(9)} ${kib(entrySize.gzip).padStart(9)}`,
  );
  // Every page fetches the sagas' and the stored cart's chunks with the entry: they are part of every route.
  const everyPage = [SAGAS_CHUNK, PERSISTENCE_CHUNK].flatMap((chunk) => jsFiles(json.namedChunkGroups?.[chunk]));
  const routeGzip = new Map<string, number>();
  for (const [name, group] of groups.sort(([a], [b]) => a.localeCompare(b))) {
    const own = measure(jsFiles(group).filter((f) => !entry.includes(f)));
    // A page's own sagas are a chunk group beside its page (`<chunk>-sagas`), fetched on every visit.
    const pageSagas = jsFiles(json.namedChunkGroups?.[`${name}-sagas`]);
    const route = measure([...new Set([...entry, ...everyPage, ...jsFiles(group), ...pageSagas])]);
    routeGzip.set(name, route.gzip);
    console.log(`${name.padEnd(18)} ${kib(own.raw)} ${kib(own.gzip)}   ${kib(route.raw).padStart(9)} ${kib(route.gzip).padStart(9)}`);
  }

  const over: string[] = [];
  const entryKib = entrySize.gzip / 1024;
  if (entryKib > ENTRY_BUDGET_KIB) over.push(`entry ${entryKib.toFixed(1)} KiB > ${ENTRY_BUDGET_KIB}`);
  for (const page of PAGE_ROUTES) {
    const gzip = routeGzip.get(page.chunk);
    const address = `/${page.path ?? ''}`;
    // A page whose chunk the build does not name cannot be measured: that is a failure, not a pass.
    if (gzip === undefined) over.push(`${address}: no chunk group named ${page.chunk}`);
    else if (gzip / 1024 > ROUTE_BUDGET_KIB) over.push(`${address} ${(gzip / 1024).toFixed(1)} KiB > ${ROUTE_BUDGET_KIB}`);
  }
  console.log(`\nBudgets (gzip): entry ${ENTRY_BUDGET_KIB} KiB (now ${entryKib.toFixed(1)}), every page's route ${ROUTE_BUDGET_KIB} KiB.`);
  if (over.length === 0) console.log('Within every budget.');
  else console.log(`OVER budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(over.length === 0 ? 0 : 1);
});
