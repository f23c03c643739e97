// Ant Design's CSS for the shop's theme, written at build time: the app runs antd in its zero-runtime mode, so a
// phone spends no time generating styles, and a server-rendered page needs no style extraction per request.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The antd components the shop renders (grep "from 'antd'" and "antd/es/" in src, and the Plain* components that
 * draw antd's markup), and those they render inside themselves, in style sheets. A component missing from all of
 * them renders unstyled: a Popover that never hides.
 * - first paint: what a server-rendered page may show before any script runs (app/AntdTheme.tsx imports it); it
 *   blocks the first paint, so it stays small.
 * - what opens on a tap, a sheet per component (modal, drawer, dropdown, popover, message): imported by the lazy
 *   module that opens it, so it comes with that module's chunk and no page fetches the others' (one shared sheet of
 *   14 KB shared a slow link with the filter sheet's first opening).
 * - forms, steps, tabs, table, filters: imported by the module that draws them (components/PlainForm.tsx, whose
 *   items hold the text boxes, and the account page, whose forms are plain; PlainSteps.tsx, PlainTabs.tsx,
 *   PlainTable.tsx; the filter panel, which only the browser draws), so a page's style sheets hold what it shows and
 *   no more: the cart's table once took the checkout's forms and every popup with it, and every page the filters' slider,
 *   all blocking its first paint. (Select stays at first paint: a sheet of its own costs the shop's pages more than
 *   it spares the others.)
 */
export const ANTD_COMPONENTS = {
  'first-paint': ['Alert', 'Button', 'Card', 'Checkbox', 'Empty', 'Radio', 'Result', 'Select', 'Skeleton', 'Space', 'Spin', 'Tag'],
  modal: ['Modal'],
  drawer: ['Drawer'],
  dropdown: ['Dropdown'],
  popover: ['Popover'],
  message: ['message'],
  filters: ['Collapse', 'InputNumber', 'Slider'],
  forms: ['Form', 'Input'],
  steps: ['Steps'],
  tabs: ['Tabs'],
  table: ['Table'],
} as const;

export type AntdStyleSheet = keyof typeof ANTD_COMPONENTS;

/** The top-level rules and at-rules of a style sheet, each whole (antd's CSS holds no brace inside a string). */
export function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at += 1) {
    if (css[at] === '{') depth += 1;
    else if (css[at] === '}' && --depth === 0) {
      blocks.push(css.slice(start, at + 1));
      start = at + 1;
    }
  }
  return blocks;
}

/**
 * Every page has the first-paint sheet before any other, so another sheet leaves out the blocks it would repeat
 * from it (the theme's variables, resets, motions): a page that shows the shop's sort then loads the Select's own.
 */
export const withoutFirstPaint = (css: string, firstPaint: string) => {
  const shown = new Set(topLevelBlocks(firstPaint));
  return topLevelBlocks(css)
    .filter((block) => !shown.has(block))
    .join('');
};

/** antd's preset colours; a Tag or Button of the shop names only PlainTag's (components/PlainTag.tsx). */
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];
export const DRAWN_COLOURS = ['orange'];

/** Every part of antd's `component` but those named: for one the shop draws only with its own Plain component. */
const partsBut = (component: string, drawn: readonly string[]) =>
  new RegExp(`\\.ant-${component}-(?!(?:${drawn.join('|')})(?![\\w-]))[\\w-]+`);

/**
 * Parts of antd's components that no page of the shop draws, each named by a class antd gives only to it:
 * - a right-to-left page; a Radio.Button (the shop's radios are round); Select's multiple and tags modes; a
 *   CheckableTag; Button.Group and Space.Addon; a preset colour no Tag or Button of the shop names;
 * - Modal's confirm dialogs and static panels; Tooltip, Input.OTP, Tree, Descriptions and Pagination, which no page has;
 * - what the shop's own forms, text boxes, InputNumber, range Slider, Collapse, table and steps (components/Plain*.tsx,
 *   which draw antd's markup) never give: other variants, sizes and states, a table's borders, sorting, filters,
 *   selection, expansion and fixed columns, a step's dots, panels and progress, and the grid's spans and alignments (a
 *   form's rows and columns are bare);
 * - the theme scopes the extractor makes for its own renders (`.css-var-<id>`: the shop's theme is scoped by `.shop`,
 *   and no element carries one of those);
 * - of the first paint's Select, Card, Alert, Tag and Spin, every part but those their Plain components give (no page
 *   has antd's own); of its Button and Skeleton, the shapes, variants and elements no page asks for (a round or ghost
 *   button, an icon placed after the words, a vertical compact row, a skeleton's button or image).
 * scripts/antdStyles.test.ts holds the sources to each, and src/components/plainAntdClasses.test.tsx the classes the
 * Plain components, Button and Skeleton give. A rule for one of them is dead weight in a sheet a shopper waits for.
 */
export const UNDRAWN_PARTS: RegExp[] = [
  /\.ant-[a-z-]+-rtl\b/,
  /\.ant-radio-button/,
  /\.ant-select-multiple/,
  /\.ant-tag-checkable/,
  /\.ant-btn-group/,
  /\.ant-space-addon/,
  new RegExp(`\\.ant-(tag|btn-color)-(${PRESET_COLOURS.filter((colour) => !DRAWN_COLOURS.includes(colour)).join('|')})\\b`),
  /\.ant-modal-(confirm|pure-panel)/,
  /\.ant-tooltip/,
  /\.ant-input-number-(filled|borderless|underlined|status|disabled|readonly|out-of-range|sm|lg|affix-wrapper|addon|suffix|actions?|mode-spinner)\b/,
  /\.ant-slider-(vertical|disabled|handle-disabled|dot|mark|with-marks|lock|tooltip|tracks|track-draggable|handle-dragging)\b/,
  /\.ant-collapse-(borderless|large|small|collapsible|item-disabled|icon-placement-end)\b/,
  /\.ant-(col|row)-/,
  /\.ant-input-(filled|borderless|underlined|group|search|textarea|lg|sm|clear-icon|show-count|data-count|out-of-range|mouse-active|status-(warning|success))\b/,
  /\.ant-form-(horizontal|inline|small|large|text|item-(horizontal|inline|has-feedback|has-warning|has-success|is-validating|feedback-icon|explain-warning|tooltip|no-colon|label-left|label-wrap|hidden|extra|optional|required-mark))\b/,
  /\.ant-otp/,
  /\.ant-table-(bordered|expanded-row|expand-icon|body|summary|header|small|medium|filter|row-expand-icon|row-selected|row-indent|cell-fix|cell-ellipsis|cell-scrollbar|cell-row-hover|cell-content|title|footer|tbody-virtual|virtual|selection|placeholder|column|scroll-horizontal|no-header|pagination|sticky|measure|has-fix|fix)\b/,
  /\.ant-steps-(panel|title-vertical|navigation|dot|inline|with-progress|small|outlined|max-count|horizontal-alternate|ellipsis|item-(custom|error|ellipsis|empty-header|subtitle|content|progress|icon-dot|rail-error))\b/,
  /\.ant-(tree|descriptions|pagination|badge)\b/,
  /\.css-var-/,
  partsBut('select', ['outlined', 'single', 'show-arrow', 'focused', 'suffix', 'css-var']),
  partsBut('card', ['bordered', 'cover', 'body']),
  partsBut('alert', [
    'success',
    'info',
    'warning',
    'error',
    'outlined',
    'with-description',
    'no-icon',
    'icon',
    'section',
    'title',
    'description',
    'actions',
  ]),
  partsBut('tag', ['filled', ...DRAWN_COLOURS, 'close-icon']),
  partsBut('spin', ['sm', 'lg', 'section', 'spinning', 'dot-holder', 'dot', 'dot-spin', 'dot-item']),
  /\.ant-btn-(circle|round|background-ghost|variant-(dashed|filled)|two-chinese-chars|icon-end|compact-vertical-[\w-]+)(?![\w-])/,
  /\.ant-skeleton-(button|image|avatar-(circle|lg|sm)|input-lg|round|block)(?![\w-])/,
];

/**
 * Whether a selector styles an undrawn part only. A part named inside :not(…) does not count: `.a:not(.ant-x-disabled)`
 * still styles every drawn `.a`.
 */
export const stylesUndrawn = (selector: string) => {
  const named = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return UNDRAWN_PARTS.some((part) => part.test(named));
};

/** A selector list's selectors: split at its commas, but not at those inside :is(…), :has(…) or [attr="a,b"]. */
export function selectorList(selectors: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < selectors.length; at += 1) {
    const char = selectors[at];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      list.push(selectors.slice(start, at));
      start = at + 1;
    }
  }
  return [...list, selectors.slice(start)];
}

/**
 * `css` without what styles only an undrawn part: a selector naming one leaves its rule's list, a rule whose every
 * selector did goes, and so does a grouping at-rule (@media, @layer…) left empty. Keyframes, font faces and the like stay as they are.
 */
export function withoutUndrawn(css: string): string {
  return topLevelBlocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const prelude = block.slice(0, open);
      const body = block.slice(open);
      if (prelude.startsWith('@') && !/^@(media|supports|layer|container)\b/.test(prelude)) return block;
      if (prelude.startsWith('@')) {
        const inner = withoutUndrawn(body.slice(1, -1));
        return inner ? `${prelude}{${inner}}` : '';
      }
      const drawn = selectorList(prelude).filter((selector) => !stylesUndrawn(selector));
      return drawn.length ? drawn.join(',') + body : '';
    })
    .join('');
}

const root = path.resolve(__dirname, '..');

/**
 * The path of one of the style sheets, generated once per antd version, theme and component list: node_modules/.cache keeps it
 * between builds, as generating takes a few seconds. It runs in its own production-mode process (antd's class names
 * differ in development).
 */
export function antdStylesFile(cacheDir: string, sheet: AntdStyleSheet): string {
  return generated(cacheDir, `antd-${sheet}`, 'css', ['writeAntdStyles.ts', sheet]);
}

/** The design token antd computes for the shop's theme, as JSON (scripts/writeAntdToken.ts), cached like the sheets. */
export function antdTokenFile(cacheDir: string): string {
  return generated(cacheDir, 'antd-token', 'json', ['writeAntdToken.ts']);
}

function generated(cacheDir: string, name: string, extension: string, [script, ...args]: string[]): string {
  const inputs = [
    'node_modules/antd/package.json',
    'src/app/theme.ts',
    'scripts/antdStyles.ts',
    'scripts/antdTokenReads.ts',
    `scripts/${script}`,
  ];
  const key = createHash('sha256');
  for (const input of inputs) key.update(readFileSync(path.join(root, input)));
  const file = path.join(cacheDir, `${name}.${key.digest('hex').slice(0, 12)}.${extension}`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args, file], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  return file;
}
