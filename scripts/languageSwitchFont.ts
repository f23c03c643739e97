// The face of the language switch's "বাংলা" on an English page: the bundled bold Bengali face cut down to the letters
// of that one word, about 1 KB where the whole face is 48 KB. An English page would otherwise fetch the whole face for
// one word in its header, on the way to its first paint (Lighthouse: / LCP 1.1 → 1.7 s on a simulated phone).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
export const BOLD_BENGALI_FACE = path.join(
  root,
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2',
);

/** The face's file, made once per face, word and subsetter: node_modules/.cache keeps it between builds. */
export function languageSwitchFontFile(cacheDir: string): string {
  const inputs = [
    BOLD_BENGALI_FACE,
    'node_modules/subset-font/package.json',
    'src/domain/language.ts',
    'scripts/writeLanguageSwitchFont.ts',
  ];
  const key = createHash('sha256');
  for (const input of inputs) key.update(readFileSync(path.resolve(root, input)));
  const file = path.join(cacheDir, `language-switch.${key.digest('hex').slice(0, 12)}.woff2`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'writeLanguageSwitchFont.ts'), file], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  return file;
}
