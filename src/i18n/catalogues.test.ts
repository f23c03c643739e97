/**
 * @jest-environment node
 */
// The catalogues are complete and consistent, and no interface text is written in a component instead of a catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

const MESSAGES = path.join(__dirname, 'messages');
const SRC = path.join(__dirname, '..');

const areas = (language: string) => readdirSync(path.join(MESSAGES, language)).filter((file) => file.endsWith('.json'));
const read = (language: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(MESSAGES, language, area), 'utf8'));

/** The names of a message's arguments, however deep (inside plurals and selects too). */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

/** The words a message writes itself (its literal parts, inside plurals and selects too), not its arguments. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) =>
      element.type === TYPE.literal
        ? element.value
        : element.type === TYPE.plural || element.type === TYPE.select
          ? Object.values(element.options)
              .map((option) => literalText(option.value))
              .join(' ')
          : ' ',
    )
    .join('');
}

/** Latin words a Bengali message may keep: the shop's and brands' names, and what Bangladeshi shoppers write in English. */
const LATIN_IN_BENGALI = new Set(['Metal', 'Merch', 'Wings', 'SMS', 'INV', 'bKash', 'Nagad', 'Facebook', 'Instagram', 'YouTube', 'OTP']);

describe('the message catalogues', () => {
  test('each area names the same keys in English and Bengali, every key under its area', () => {
    expect(areas('bn')).toEqual(areas('en'));
    for (const area of areas('en')) {
      const english = read('en', area);
      const bengali = read('bn', area);
      expect({ area, keys: Object.keys(bengali).sort() }).toEqual({ area, keys: Object.keys(english).sort() });
      const prefix = `${area.replace(/\.json$/, '')}.`;
      expect(Object.keys(english).filter((key) => !key.startsWith(prefix))).toEqual([]);
    }
  });

  test('every message parses, and a translation takes the same arguments as the English', () => {
    for (const area of areas('en')) {
      const english = read('en', area);
      const bengali = read('bn', area);
      for (const [key, message] of Object.entries(english)) {
        const names = (text: string) => [...argumentNames(parse(text, { ignoreTag: true }))].sort();
        expect({ key, names: names(bengali[key]) }).toEqual({ key, names: names(message) });
      }
    }
  });

  test('plain text is plain: no ICU quoting, so a message without arguments reads as it is written', () => {
    for (const language of ['en', 'bn']) {
      for (const area of areas(language)) {
        for (const [key, message] of Object.entries(read(language, area))) {
          if (message.includes('{')) continue;
          const [only, ...rest] = parse(message, { ignoreTag: true });
          expect({ key, text: rest.length === 0 && only?.type === TYPE.literal ? only.value : null }).toEqual({ key, text: message });
        }
      }
    }
  });

  test('the Bengali catalogue is translated: no message of it is English', () => {
    const untranslated: string[] = [];
    for (const area of areas('bn')) {
      for (const [key, message] of Object.entries(read('bn', area))) {
        const words = literalText(parse(message, { ignoreTag: true })).match(/[A-Za-z]{3,}/g) ?? [];
        if (words.some((word) => !LATIN_IN_BENGALI.has(word))) untranslated.push(`${key}: ${message}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});

// ---- No text in a component ----

/** Props that a shopper reads or hears. */
const TEXT_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'description',
  'message',
  'help',
  'extra',
  'tooltip',
  'okText',
  'cancelText',
  'text',
  'children',
  'emptyText',
  'notFoundContent',
]);
/** Object properties that hold a shopper's words when written in code (a route's title, a link's label). */
const TEXT_KEYS = new Set(['title', 'label', 'description', 'text', 'message', 'placeholder', 'heading', 'caption', 'hint']);

const hasWords = (text: string) => /[A-Za-z\u0980-\u09FF]{2,}/.test(text);

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!['test', 'i18n'].includes(name)) sourceFiles(file, found);
    } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name)) found.push(file);
  }
  return found;
}

/** Where a file writes a shopper's words itself: JSX text, a text prop or a text property given as a string. */
export function writtenTexts(file: string, source: string): string[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const where = (node: ts.Node, text: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1}: ${text.trim().slice(0, 60)}`);
  };
  const literal = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : node && ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
        : undefined;
  // Third-party parts that name themselves in English unless given their own: react-slick's arrows ("Previous",
  // "Next"), antd's Select arrow (an icon named "down"), InputNumber's steppers ("Increase Value", which no prop
  // renames: controls={false}) and @ant-design/icons' icons (role img, "minus", "filter").
  const imported = new Map<string, string>();
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (clause?.name) imported.set(clause.name.text, `${from}:default`);
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const each of clause.namedBindings.elements) imported.set(each.name.text, `${from}:${(each.propertyName ?? each.name).text}`);
    }
  }
  const NEEDS: Record<string, string[]> = { 'react-slick:default': ['prevArrow', 'nextArrow'], 'antd:Select': ['suffixIcon'] };
  const visitOpening = (node: ts.JsxOpeningLikeElement) => {
    const tag = node.tagName.getText().replace(/<.*$/, '');
    const props = new Set(node.attributes.properties.map((property) => (ts.isJsxAttribute(property) ? property.name.getText() : '...')));
    if (/(Outlined|Filled|TwoTone)$/.test(tag) && !props.has('aria-hidden') && !props.has('aria-label')) {
      where(node, `icon <${tag}> without aria-hidden`);
    }
    const missing = (NEEDS[imported.get(tag) ?? ''] ?? []).filter((prop) => !props.has(prop));
    if (missing.length) where(node, `<${tag}> without ${missing.join(' and ')}`);
    const controls = node.attributes.properties.find((property) => ts.isJsxAttribute(property) && property.name.getText() === 'controls');
    if (imported.get(tag) === 'antd:InputNumber' && controls?.getText() !== 'controls={false}')
      where(node, `<${tag}> without controls={false}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) visitOpening(node);
    if (ts.isJsxText(node) && hasWords(node.text)) where(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literal(node.expression);
      if (text && hasWords(text)) where(node, text);
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText())) {
      const value = node.initializer;
      const text = value && (ts.isStringLiteral(value) ? value.text : ts.isJsxExpression(value) ? literal(value.expression) : undefined);
      if (text && hasWords(text)) where(node, text);
    }
    if (ts.isPropertyAssignment(node) && TEXT_KEYS.has(node.name.getText())) {
      const text = literal(node.initializer);
      // A message key ('titles.shop') is how a text is named, not a text.
      if (text && hasWords(text) && !/^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(text)) where(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('interface texts', () => {
  test('the check finds words written in JSX, in a text prop and in a text property', () => {
    const found = writtenTexts(
      'x.tsx',
      `const a = { title: 'Shop', label: 'titles.shop' };
       const b = <p title="Open menu">Sign in {'or not'} <b>{t('cart.empty')}</b></p>;
       const c = <img alt={\`Picture of \${name}\`} />;`,
    );
    expect(found.map((line) => line.replace(/^.*x\.tsx:\d+: /, ''))).toEqual(['Shop', 'Open menu', 'Sign in', 'or not', 'Picture of']);
  });

  test('the check finds accessible names a component leaves in English: a hard-coded label, a named icon, arrows', () => {
    const found = writtenTexts(
      'x.tsx',
      `import Slider from 'react-slick';
       import { InputNumber, Slider as Range, Select } from 'antd';
       const a = <Button aria-label="Previous" icon={<MinusOutlined />} />;
       const b = <Button aria-label={t('cart.oneLess')} icon={<PlusOutlined aria-hidden />} />;
       const c = <Slider arrows>{cards}</Slider>;
       const d = <Slider prevArrow={<Arrow />} nextArrow={<Arrow />}>{cards}</Slider>;
       const e = <Range range />;
       const f = <DeleteFilled aria-label={t('cart.remove')} />;
       const g = <Select<SortKey> options={sorts} />;
       const h = <Select suffixIcon={<DownOutlined aria-hidden />} />;
       const i = <InputNumber controls={{ upIcon: <UpOutlined aria-hidden /> }} />;
       const j = <InputNumber controls={false} />;`,
    );
    expect(found.map((line) => line.replace(/^.*x\.tsx:(\d+): /, '$1: '))).toEqual([
      '3: Previous',
      '3: icon <MinusOutlined> without aria-hidden',
      '5: <Slider> without prevArrow and nextArrow',
      '9: <Select> without suffixIcon',
      '11: <InputNumber> without controls={false}',
    ]);
  });

  test('are all in the catalogues: no component, page or shell writes a shopper’s words itself', () => {
    const written = sourceFiles(SRC).flatMap((file) => writtenTexts(file, readFileSync(file, 'utf8')));
    expect(written).toEqual([]);
  });
});
