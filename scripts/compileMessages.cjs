// Message catalogues are compiled when they are built, so the browser never ships ICU's parser: a message that is
// plain text stays a string, one with arguments becomes the parsed form intl-messageformat formats directly.
// The webpack builds use it as a loader (src/i18n/messages/**.json) and jest as a transform, so both read the same.
const { parse } = require('@formatjs/icu-messageformat-parser');

function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, message.includes('{') ? parse(message, { ignoreTag: true }) : message]),
  );
  return JSON.stringify(compiled);
}

/** An ES module, so that a page importing an area on demand gets it without webpack's CommonJS interop helpers. */
module.exports = function messagesLoader(source) {
  return `export default ${compileMessages(source)};`;
};
module.exports.compileMessages = compileMessages;
/** jest's transform interface: jest reads a .json module's code as JSON. */
module.exports.process = (source) => ({ code: compileMessages(source) });
/** A change to this file compiles the catalogues again in jest's cache too. */
module.exports.getCacheKey = (source) =>
  require('node:crypto').createHash('sha1').update(source).update(require('node:fs').readFileSync(__filename)).digest('hex');
