import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { ANTD_COMPONENTS, topLevelBlocks, withoutFirstPaint } from './antdStyles';

const src = path.resolve(__dirname, '..', 'src');
const files = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, source: readFileSync(path.join(src, file), 'utf8') }));
const sources = files.map(({ source }) => source);

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

test('a module that opens a popup imports the popup’s sheet, so the sheet comes with that module’s chunk', () => {
  const popups = ['modal', 'drawer', 'dropdown', 'message'] as const;
  const missing = popups.flatMap((sheet) =>
    ANTD_COMPONENTS[sheet].flatMap((component) =>
      files
        .filter(({ source }) => new RegExp(`import\\s*\\{[^}]*\\b${component}\\b[^}]*\\}\\s*from\\s*'antd'`).test(source))
        .filter(({ source }) => !source.includes(`import '@shop/antd-${sheet}.css';`))
        .map(({ file }) => `${file}: ${component} without @shop/antd-${sheet}.css`),
    ),
  );
  expect(missing).toEqual([]);
  // The cart's Popover is imported by its antd/es path beside the panel that imports its sheet.
  expect(files.find(({ file }) => file.endsWith('CartDropdown.tsx'))!.source).toContain("import '@shop/antd-popover.css';");
});

describe('a later sheet without what the first-paint sheet holds', () => {
  const firstPaint = ':root{--ant-red:#f00}.a{color:red}@keyframes spin{from{opacity:0}to{opacity:1}}';

  test('keeps its own rules and at-rules whole, in order, and leaves out the blocks the first paint repeats', () => {
    const later = '.a{color:red}.b{color:blue}@keyframes spin{from{opacity:0}to{opacity:1}}@media (max-width:10px){.b{color:green}}';
    expect(withoutFirstPaint(later, firstPaint)).toBe('.b{color:blue}@media (max-width:10px){.b{color:green}}');
  });

  test('a block differing by a character is its own', () => {
    expect(withoutFirstPaint('.a{color:red }', firstPaint)).toBe('.a{color:red }');
  });

  test('splitting into blocks loses and adds nothing, whatever the nesting', () => {
    const rule = fc.constantFrom('.x{a:b}', '.y{c:d}', ':where(.css-1).z{e:f}');
    const block = fc.oneof(
      rule,
      fc.array(rule, { minLength: 1, maxLength: 3 }).map((rules) => `@media print{${rules.join('')}}`),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (blocks) => {
        expect(topLevelBlocks(blocks.join(''))).toEqual(blocks);
      }),
    );
  });
});
