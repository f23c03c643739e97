// The docs a newcomer reads: a README short enough to read in ten minutes, naming the test command CI runs, and
// links between the docs that lead somewhere (a file that exists, a heading it has).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../server/src/config';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const MAX_README_WORDS = 1500;
/** Words as `wc -w` counts them: runs of anything but white space. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The text outside fenced code blocks, where a `[x](y)` or a `#` line is code, not Markdown. */
const prose = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    found.add(repeats ? `${slug}-${repeats}` : slug);
  }
  return found;
}

/** The relative links of a Markdown file: its own path, the target's path from the root and its anchor. */
function relativeLinks(file: string) {
  return [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [where, anchor] = target.split('#');
      return { file, target, path: where ? path.relative(root, path.resolve(root, path.dirname(file), where)) : file, anchor };
    });
}

const docs = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const markdownFiles = ['README.md', 'server/README.md', 'CONTRIBUTING.md', ...docs];

describe('README.md', () => {
  const readme = read('README.md');

  it(`stays within ${MAX_README_WORDS} words`, () => {
    expect(wordCount(readme)).toBeLessThanOrEqual(MAX_README_WORDS);
  });

  it('names the test command in its Test section, as package.json defines it', () => {
    const section = readme.split(/^## /m).find((part) => part.startsWith('Test\n'));
    expect(section).toBeDefined();
    expect(section).toMatch(/^npm test$/m);
    expect(JSON.parse(read('package.json')).scripts.test).toBeTruthy();
  });

  it('links every page of docs/', () => {
    const linked = new Set(relativeLinks('README.md').map((link) => link.path));
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });
});

describe('links between the docs', () => {
  const links = markdownFiles.flatMap(relativeLinks);

  it('README.md and server/README.md link into docs/', () => {
    for (const file of ['README.md', 'server/README.md']) {
      expect(links.filter((link) => link.file === file && link.path.startsWith('docs')).length).toBeGreaterThan(0);
    }
  });

  it.each(markdownFiles)('%s links only to files that exist', (file) => {
    const broken = links.filter((link) => link.file === file && !existsSync(path.join(root, link.path)));
    expect(broken.map((link) => link.target)).toEqual([]);
  });

  it.each(markdownFiles)('%s links only to headings its targets have', (file) => {
    const broken = links.filter(
      (link) => link.file === file && link.anchor !== undefined && link.path.endsWith('.md') && !anchors(read(link.path)).has(link.anchor),
    );
    expect(broken.map((link) => link.target)).toEqual([]);
  });

  it('reads anchors as GitHub writes them', () => {
    expect([...anchors("# Orders, for the shop's staff\n## SPA (`/config.js`, read at run time)\n## Notes\n## Notes\n")]).toEqual([
      'orders-for-the-shops-staff',
      'spa-configjs-read-at-run-time',
      'notes',
      'notes-1',
    ]);
  });
});

describe('docs/configuration.md', () => {
  it('documents every variable the server reads from its environment', () => {
    const names = new Set<string>();
    const recorder = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_env, name) => {
        if (typeof name === 'string') names.add(name);
        return undefined;
      },
    });
    readEnv(recorder);
    const configuration = read('docs/configuration.md');
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });
});
