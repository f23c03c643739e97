// A webpack loader for react-router's production build, which is one module: it names its components and contexts for
// React's dev tools with top-level statements (`Form.displayName = "Form"`) and makes its forwardRef components with
// calls a minifier cannot prove free of effects. Either keeps every one of them in the bundle, used or not (its data
// routers' forms, fetchers and framework-mode prefetching among them). This drops the names (the dev tools show the
// functions' own) and marks those calls pure, so what the shop never imports leaves the bundle.

/** react-router's source with its top-level display names dropped and its component factories marked pure. */
function unnamed(source) {
  return source
    .replace(/^[\w$]+\.displayName = "[^"\n]*";\n/gm, '')
    .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
}

module.exports = function reactRouterUnnamed(source) {
  return unnamed(source);
};
module.exports.unnamed = unnamed;
