// Ant Design's CSS for the shop's theme, written at build time: the app runs antd in its zero-runtime mode, so a
// phone spends no time generating styles, and a server-rendered page needs no style extraction per request.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The antd components the shop renders (grep "from 'antd'" and "antd/es/" in src), and those they render inside
 * themselves. A component missing here renders unstyled: a Popover that never hides, a bare form field.
 */
export const ANTD_COMPONENTS = [
  'Alert', 'Button', 'Card', 'Checkbox', 'Collapse', 'Drawer', 'Dropdown', 'Empty', 'Form', 'Input', 'InputNumber',
  'message', 'Modal', 'Popover', 'Radio', 'Result', 'Select', 'Skeleton', 'Slider', 'Space', 'Spin', 'Steps', 'Table',
  'Tag', 'Tooltip',
] as const;

const root = path.resolve(__dirname, '..');

/**
 * The style sheet's path, generated once per antd version, theme and component list: node_modules/.cache keeps it
 * between builds, as generating takes a few seconds. It runs in its own production-mode process (antd's class names
 * differ in development).
 */
export function antdStylesFile(cacheDir: string): string {
  const inputs = ['node_modules/antd/package.json', 'src/app/theme.ts', 'scripts/antdStyles.ts', 'scripts/writeAntdStyles.ts'];
  const key = createHash('sha256');
  for (const input of inputs) key.update(readFileSync(path.join(root, input)));
  const file = path.join(cacheDir, `antd.${key.digest('hex').slice(0, 12)}.css`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'writeAntdStyles.ts'), file], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  return file;
}
