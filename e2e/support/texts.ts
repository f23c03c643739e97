// The catalogues as written (src/i18n/messages), for tests that look for any of their words on a page; a test that
// needs one message formats it with src/test/texts.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/domain/language';

const MESSAGES = path.join(__dirname, '../../src/i18n/messages');

function catalogue(language: Language): Record<string, string> {
  const folder = path.join(MESSAGES, language);
  return Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8'))));
}

export const CATALOGUES: Record<Language, Record<string, string>> = { en: catalogue('en'), bn: catalogue('bn') };
