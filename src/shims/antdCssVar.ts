// Stands in for antd's theme/util/genStyleUtils (webpack.config.ts): components name CSS variables with its genCssVar
// (antd 6.6's, kept as antd writes it; src/shims/antdShims.test.ts compares them), while its style-hook factories, built
// on the CSS-in-JS runtime, are used by no module the builds keep (scripts/antdStyleStubs.cjs).
export const genCssVar = (antCls: string, component: string) => {
  const cssPrefix = `--${antCls.replace(/\./g, '')}-${component}-`;
  const varName = (name: string) => `${cssPrefix}${name}`;
  const varRef = (name: string, fallback?: string) => (fallback ? `var(${cssPrefix}${name}, ${fallback})` : `var(${cssPrefix}${name})`);
  return [varName, varRef] as const;
};
