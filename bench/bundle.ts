// `npm run bench:bundle`: builds the SPA for production and prints each route's JavaScript, raw and gzip.
// Budgets, in gzip JavaScript: the entry at most 146 KiB, the first page (entry + home route) at most 200 KiB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type StatsChunkGroup } from 'webpack';
import { clientConfig } from '../webpack.config';

const ENTRY_BUDGET_KIB = 146;
const FIRST_PAGE_BUDGET_KIB = 200;
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
    `${'chunk group'.padEnd(18)} ${'own raw'.padStart(8)} ${'own gz'.padStart(8)}   ${'route raw'.padStart(9)} ${'route gz'.padStart(9)}  (KiB; route = entry + the group's chunks)`,
  );
  const entrySize = measure(entry);
  console.log(
    `${'entry (main)'.padEnd(18)} ${kib(entrySize.raw)} ${kib(entrySize.gzip)}   ${kib(entrySize.raw).padStart(9)} ${kib(entrySize.gzip).padStart(9)}`,
  );
  let firstPage = entrySize.gzip;
  for (const [name, group] of groups.sort(([a], [b]) => a.localeCompare(b))) {
    const own = measure(jsFiles(group).filter((f) => !entry.includes(f)));
    const route = measure([...new Set([...entry, ...jsFiles(group)])]);
    if (name === 'home') firstPage = route.gzip;
    console.log(`${name.padEnd(18)} ${kib(own.raw)} ${kib(own.gzip)}   ${kib(route.raw).padStart(9)} ${kib(route.gzip).padStart(9)}`);
  }
  const entryOk = entrySize.gzip / 1024 <= ENTRY_BUDGET_KIB;
  const firstPageOk = firstPage / 1024 <= FIRST_PAGE_BUDGET_KIB;
  console.log(`\nEntry: ${(entrySize.gzip / 1024).toFixed(1)} KiB gzip — budget ${ENTRY_BUDGET_KIB} KiB: ${entryOk ? 'within' : 'OVER'}`);
  console.log(
    `First page (entry + home): ${(firstPage / 1024).toFixed(1)} KiB gzip — budget ${FIRST_PAGE_BUDGET_KIB} KiB: ${firstPageOk ? 'within' : 'OVER'}`,
  );
  process.exit(entryOk && firstPageOk ? 0 : 1);
});
