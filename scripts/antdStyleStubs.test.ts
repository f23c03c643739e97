import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stub } = require('./antdStyleStubs.cjs') as { stub: (source: string, hooks: string) => string };

const hooks = path.resolve(__dirname, '../src/shims/antdStyleHooks.ts');

const antdStyle = (file: string) =>
  stub(readFileSync(path.join(path.dirname(require.resolve('antd/package.json')), 'es', file), 'utf8'), hooks);
const exported = (code: string) => code.split('\n').filter((line) => line.startsWith('export') && line !== 'export {};');

test("an antd style module keeps its hooks' names, as class-naming stand-ins, and its CSS variable names", () => {
  expect(exported(antdStyle('grid/style/index.js'))).toEqual([
    'export const useRowStyle = useComponentClasses;',
    'export const useColStyle = useComponentClasses;',
  ]);
  expect(exported(antdStyle('message/style/index.js'))).toEqual([
    'export const PurePanelStyle = NoStyle;',
    'export default useComponentClasses;',
  ]);
  expect(exported(antdStyle('progress/style/index.js'))).toEqual([
    'export default useComponentClasses;',
    "export const LineStrokeColorVar = '--progress-line-stroke-color';",
  ]);
  expect(exported(antdStyle('tooltip/style/index.js'))).toEqual(['export default useComponentClasses;']);
  expect(exported(antdStyle('_util/wave/style.js'))).toEqual(['export default useHashClass;']);
  expect(exported(antdStyle('config-provider/style/index.js'))).toEqual(['export default useHashClass;']);
});

test('no style code is left in a stand-in: it imports the hooks and nothing of antd', () => {
  const code = antdStyle('input/style/index.js');
  expect(code.split('\n')[0]).toMatch(/^import \{ useComponentClasses \} from ".*src[\\/]shims[\\/]antdStyleHooks\.ts";$/);
  expect(code).not.toMatch(/cssinjs|theme\/internal|token/);
  expect(antdStyle('style/index.js')).toBe('export {};');
});

test('every name antd’s other modules import from a style module is in its stand-in', () => {
  const es = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
  // The builds keep the arrows' placement as antd writes it (webpack.config.ts), and replace genStyleUtils, whose
  // useResetIconStyle only a style module reaches.
  const isStyleModule = (file: string) => /(^|[\\/])style([\\/].+)?\.js$/.test(file) && !/(placement|rounded)Arrow\.js$/.test(file);
  const replaced = ['theme/util/genStyleUtils.js', 'theme/util/useResetIconStyle.js'].map((file) => path.normalize(file));
  const files = (readdirSync(es, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.js'));
  const missing: string[] = [];
  let imports = 0;
  for (const file of files.filter((name) => !isStyleModule(name) && !replaced.includes(name))) {
    const source = readFileSync(path.join(es, file), 'utf8');
    for (const [, defaultName, named, specifier] of source.matchAll(/^import (\w+)?(?:, )?(?:\{([^}]*)\})? from '(\.[^']*)';$/gm)) {
      const target = [`${specifier}.js`, `${specifier}/index.js`, specifier]
        .map((candidate) => path.relative(es, path.resolve(es, path.dirname(file), candidate)))
        .find((candidate) => files.includes(candidate));
      if (!target || !isStyleModule(target)) continue;
      const names = [...(defaultName ? ['default'] : []), ...(named ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0])];
      const stand = stub(readFileSync(path.join(es, target), 'utf8'), hooks);
      for (const name of names.filter(Boolean)) {
        imports += 1;
        const exportsIt = name === 'default' ? stand.includes('export default ') : stand.includes(`export const ${name} =`);
        if (!exportsIt) missing.push(`${file} imports ${name} from ${target}`);
      }
    }
  }
  expect(imports).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
