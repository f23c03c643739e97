import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './e2e/support/staff';

const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh database for every run, so tests see the seeded shop and nothing a person did by hand.
const dbFile = process.env.E2E_DB_FILE ?? path.join(os.tmpdir(), `metal-merch-e2e-${Date.now()}.db`);
process.env.E2E_DB_FILE = dbFile;

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir on start, and test-results/ also holds jest's report for CI.
  outputDir: 'test-results/playwright',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  // Every test runs at desktop size; those tagged @phone, where the phone's layout or touch makes a difference, at
  // phone size too.
  projects: [
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      url: `http://127.0.0.1:${port}/config.js`,
      timeout: 240_000,
      reuseExistingServer: false,
      // The tests browse 127.0.0.1, so the shop's own origin (gateway address, return URLs) is that one.
      env: {
        PORT: String(port),
        DB_FILE: dbFile,
        SEED_ITEMS: process.env.SEED_ITEMS ?? '300',
        PUBLIC_SITE_ORIGIN: `http://127.0.0.1:${port}`,
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        // Tests that sign in name a client address of their own (X-Forwarded-For): sign-ins are limited per address.
        TRUST_PROXY: 'loopback',
        // Every checkout journey orders from this machine's one address, with numbers no code proved: the bound on what
        // such orders hold per address (tested in server/test/holds.test.ts) would stop the run's later checkouts.
        UNVERIFIED_HOLD_UNITS_PER_ADDRESS: '100000',
        // Order texts reach the SMS sandbox within half a second, at any hour of the run (e2e/orderTexts.spec.ts).
        ORDER_SMS_SWEEP_MS: '500',
        ORDER_SMS_QUIET_HOURS: 'off',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same shop with a 12-second payment window (time for a slow machine to show the order's product first) and
      // cash orders confirmed by a code (COD_VERIFY), on the next port and a database of its own, for
      // e2e/paymentWindow.spec.ts and e2e/account.spec.ts. It trusts X-Forwarded-For from this machine, so each test can
      // be a client address of its own (a sign-in lock holds an address). It builds nothing: it serves dist/ as the
      // first server's start left it.
      command: 'npx tsx server/src/main.ts',
      url: `http://127.0.0.1:${port + 1}/config.js`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 1),
        DB_FILE: `${dbFile}.expiry`,
        SEED_ITEMS: '300',
        PAYMENT_WINDOW_SECONDS: '12',
        COD_VERIFY: 'on',
        TRUST_PROXY: 'loopback',
        UNVERIFIED_HOLD_UNITS_PER_ADDRESS: '100000',
        PUBLIC_SITE_ORIGIN: `http://127.0.0.1:${port + 1}`,
        LOG_LEVEL: 'warn',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
