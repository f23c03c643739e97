import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANTD_COMPONENTS } from './antdStyles';

const src = path.resolve(__dirname, '..', 'src');
const sources = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(path.join(src, file), 'utf8'));

/** What the app takes from antd that is not a component with styles of its own. */
const NOT_STYLED = new Set(['ConfigProvider', 'theme']);

/** Every antd component the app imports, by name or by its antd/es path (antd/es/popover → Popover). */
function importedComponents(): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g))
      for (const entry of list.split(','))
        if (entry.trim() && !entry.trim().startsWith('type ')) names.add(entry.trim().split(/\s+as\s+/)[0]);
    for (const [, folder] of source.matchAll(/'antd\/es\/([a-z-]+)'/g))
      names.add(folder.replace(/(^|-)([a-z])/g, (_all, _dash, letter: string) => letter.toUpperCase()));
  }
  return [...names].filter((name) => !NOT_STYLED.has(name)).sort();
}

test('the build-time antd style sheet covers every antd component the shop imports', () => {
  const components = importedComponents();
  expect(components).toContain('Popover');
  const styled: readonly string[] = Object.values(ANTD_COMPONENTS).flat();
  expect(components.filter((name) => !styled.includes(name))).toEqual([]);
});
