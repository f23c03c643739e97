// A webpack loader for antd's style modules (antd/es/**/style): the shop runs antd in zero-runtime mode, its styles
// written at build time (scripts/antdStyles.ts), so in the browser these modules' hooks only name classes and their
// style code never runs. This writes each module again as its hooks' stand-ins (src/shims/antdStyleHooks.ts) and its
// string constants (CSS variable names), and nothing else: the style code leaves the bundles. A component importing a
// name that is dropped here fails the build (webpack.config.ts: exportsPresence).

/** antd's style factories, and what each one's product becomes. */
const standIns = {
  genStyleHooks: 'useComponentClasses',
  genComponentStyleHook: 'useHashClass',
  genSubStyleComponent: 'NoStyle',
  // ConfigProvider's icon styles.
  useResetIconStyle: 'useHashClass',
};

/** The stand-in for one style module, importing the stand-in hooks from `hooks` (src/shims/antdStyleHooks.ts). */
function stub(source, hooks) {
  const exports = [];
  const used = new Set();
  const add = (name, value) => exports.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
  const addStandIn = (name, factory) => {
    if (!standIns[factory]) return;
    used.add(standIns[factory]);
    add(name, standIns[factory]);
  };
  for (const [, name, factory] of source.matchAll(/^export (?:default|const (\w+) =) (\w+)\(/gm)) addStandIn(name ?? 'default', factory);
  for (const [, factory] of source.matchAll(/^export \{ (\w+) as default \} from/gm)) addStandIn('default', factory);
  // A hook that makes its style hook on each call (Menu, Tooltip, TreeSelect), to pass it options, and returns what that one does.
  const wrapper = /^export default (?:function \w*)?\([^)]*\)(?: =>)? \{\n\s*(?:const useStyle = |return )(\w+)\(/gm;
  for (const [, factory] of source.matchAll(wrapper)) addStandIn('default', factory);
  for (const [, name, literal] of source.matchAll(/^export const (\w+) = ('[^'\n]*');$/gm)) add(name, literal);
  const imports = used.size ? [`import { ${[...used].join(', ')} } from ${JSON.stringify(hooks)};`] : [];
  // Always an ES module, so that importing a name it lacks fails the build instead of reading undefined.
  return [...imports, ...exports, 'export {};'].join('\n');
}

module.exports = function antdStyleStubs(source) {
  return stub(source, this.getOptions().hooks);
};
module.exports.stub = stub;
