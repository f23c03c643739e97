import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import os from 'node:os';
import {
  ANTD_COMPONENTS,
  antdStylesFile,
  DRAWN_COLOURS,
  selectorList,
  stylesUndrawn,
  topLevelBlocks,
  withoutFirstPaint,
  withoutUndrawn,
} from './antdStyles';

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

describe('sheets without the parts of antd the shop never draws', () => {
  test('a selector naming one leaves its list; a rule or an at-rule left with nothing goes', () => {
    const css =
      '.ant-radio-wrapper,.ant-radio-button-wrapper{a:b}.ant-select-multiple .ant-select-item{c:d}' +
      '@media (max-width:575px){.ant-tag-blue{e:f}}@media print{.ant-tag-orange,.ant-tag-red{g:h}}';
    expect(withoutUndrawn(css)).toBe('.ant-radio-wrapper{a:b}@media print{.ant-tag-orange{g:h}}');
  });

  test('a comma inside :has(…) or an attribute does not split a selector', () => {
    expect(selectorList('.a:has(> .b, > .c),[title="x,y"] .d,.e')).toEqual(['.a:has(> .b, > .c)', '[title="x,y"] .d', '.e']);
    expect(withoutUndrawn('.ant-radio-group:has(> .ant-radio-button-wrapper, > .x){a:b}.ant-radio{c:d}')).toBe('.ant-radio{c:d}');
  });

  test('a part named only inside :not(…) leaves the selector, which still styles drawn ones', () => {
    const css = '.ant-input-number-outlined:not(.ant-input-number-disabled):hover{a:b}.ant-input-number-disabled{c:d}';
    expect(withoutUndrawn(css)).toBe('.ant-input-number-outlined:not(.ant-input-number-disabled):hover{a:b}');
    expect(withoutUndrawn('.ant-input-number-filled:not(.ant-input-number-disabled){a:b}')).toBe('');
    expect(withoutUndrawn('.ant-slider:not(:is(.ant-slider-vertical)){a:b}')).toBe('.ant-slider:not(:is(.ant-slider-vertical)){a:b}');
  });

  test('keyframes, font faces and rules of drawn parts stay exactly as they were', () => {
    const css =
      '@keyframes antFadeIn{from{opacity:0}to{opacity:1}}@font-face{font-family:x}:where(.css-1).ant-btn-color-primary{a:b}.ant-tag-orange{c:d}';
    expect(withoutUndrawn(css)).toBe(css);
  });

  test('whatever rules a sheet mixes, every drawn selector stays and no undrawn one does', () => {
    const drawn = fc.constantFrom(
      '.ant-btn',
      '.ant-radio-wrapper',
      '.ant-tag-orange',
      ':where(.css-1).ant-select-single',
      '.ant-space-compact',
      '.ant-input-number-compact-item:not(.ant-input-number-status-success)',
      '.shop .ant-modal-root',
      '.ant-card-body',
      '.ant-select-outlined:not(.ant-select-disabled)',
    );
    const undrawn = fc.constantFrom(
      '.ant-btn-rtl',
      '.ant-radio-button-wrapper',
      '.ant-tag-geekblue',
      '.ant-btn-group>.ant-btn',
      '.ant-select-multiple',
      '.css-var-_R_5f_.ant-btn',
      '.ant-col-xs-24',
      '.ant-modal-confirm-body',
      '.ant-select-dropdown .ant-select-item',
      '.ant-card-head-title',
      '.ant-btn-round.ant-btn-lg',
    );
    const rule = fc.array(fc.oneof(drawn, undrawn), { minLength: 1, maxLength: 4 }).map((selectors) => `${selectors.join(',')}{a:b}`);
    const block = fc.oneof(
      rule,
      rule.map((inner) => `@media print{${inner}}`),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), (blocks) => {
        const selectorsOf = (css: string) => [...css.matchAll(/([^{}]+)\{a:b\}/g)].flatMap(([, list]) => selectorList(list));
        const kept = selectorsOf(withoutUndrawn(blocks.join('')));
        expect(kept.filter(stylesUndrawn)).toEqual([]);
        expect(kept).toEqual(selectorsOf(blocks.join('')).filter((selector) => !stylesUndrawn(selector)));
      }),
    );
  });

  test('no source of the shop draws one of them', () => {
    const drawing = [
      /Radio\.Button|optionType/,
      /<Select[^>]*\bmode=/,
      /CheckableTag/,
      /Button\.Group/,
      /Space\.Addon/,
      /\brtl\b/,
      /<(Button|Tag)\b[^>]*\bcolor=/,
      /Modal\.(confirm|info|success|error|warning)|useModal|PurePanel/,
      /Input\.OTP|\bTooltip\b[^;]*from 'antd/,
      // Forms, text boxes and the filters' parts are the shop's own (components/Plain*.tsx, whose classes
      // src/components/plainAntdClasses.test.tsx checks), drawn in antd's look without antd's component.
      /import\s*\{[^}]*\b(Form|Input|InputNumber|Slider|Collapse|Row|Col|Table|Steps|Tree|Descriptions|Pagination)\b[^}]*\}\s*from\s*'antd'/,
      // So are the first paint's Select, Card, Alert, Tag and Spin; its Button and Skeleton are antd's, in a few forms.
      /import\s*\{[^}]*\b(Select|Card|Alert|Tag|Spin|Badge)\b[^}]*\}\s*from\s*'antd'/,
      /<(Button|LinkButton)\b[^>]*\b(shape|ghost|variant|iconPosition|iconPlacement)\b|type="dashed"/,
      /<Space\.Compact\b[^>]*\b(direction|orientation|vertical)\b/,
      /Skeleton\.(Button|Image|Avatar)|<Skeleton\b[^>]*\b(round|block)\b|shape: 'circle'/,
    ];
    expect(files.filter(({ source }) => drawing.some((pattern) => pattern.test(source))).map(({ file }) => file)).toEqual([]);
    const plainTag = files.find(({ file }) => file.endsWith('PlainTag.tsx'))!.source;
    expect(plainTag.match(/color\?: ([^;]+);/)![1]).toBe(DRAWN_COLOURS.map((colour) => `'${colour}'`).join(' | '));
  });

  test.each([
    [
      'first-paint',
      [
        '.ant-radio-wrapper',
        '.ant-tag-orange',
        '.ant-btn-compact-item',
        '.ant-select-outlined',
        '.ant-select-focused',
        '.ant-btn-color-dangerous',
        '.ant-btn-loading',
        '.ant-card-cover',
        '.ant-skeleton-input-sm',
        '.ant-spin-dot-item',
      ],
    ],
    ['modal', ['.ant-modal-root', '.ant-modal-footer', '.ant-modal-close']],
    [
      'filters',
      [
        '.ant-input-number-compact-item:not(.ant-input-number-status-success)',
        '.ant-input-number-compact-first-item',
        '.ant-slider-handle',
        '.ant-collapse-ghost',
      ],
    ],
    ['table', ['.ant-table-wrapper', '.ant-table-thead', '.ant-table-cell']],
    ['steps', ['.ant-steps-item-finish', '.ant-steps-item-rail-wait', '.ant-steps-filled']],
    [
      'forms',
      ['.ant-form-item-explain-error', '.ant-input-status-error', '.ant-input-affix-wrapper', '.ant-form-item-vertical', '.ant-col{'],
    ],
  ] as const)(
    'the %s sheet the build writes has none of them, and the parts the shop draws',
    (sheet, drawn) => {
      const css = readFileSync(antdStylesFile(path.join(os.tmpdir(), 'metal-merch-antd-test'), sheet), 'utf8');
      const selectors = topLevelBlocks(css).flatMap((block) => selectorList(block.slice(0, block.indexOf('{'))));
      expect(selectors.filter(stylesUndrawn)).toEqual([]);
      expect(drawn.filter((part) => !css.includes(part))).toEqual([]);
    },
    120_000,
  );
});
