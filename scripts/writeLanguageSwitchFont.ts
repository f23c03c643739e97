// `tsx scripts/writeLanguageSwitchFont.ts <file>`: writes the face of the language switch's Bengali name
// (scripts/languageSwitchFont.ts) to <file>.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '../src/domain/language';
import { BOLD_BENGALI_FACE } from './languageSwitchFont';

const [file] = process.argv.slice(2);
void subsetFont(readFileSync(BOLD_BENGALI_FACE), LANGUAGE_NAMES.bn, { targetFormat: 'woff2' }).then((face) => writeFileSync(file, face));
