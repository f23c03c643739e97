// `npm run record:journeys`: records the QA journeys (e2e/journeys.record.ts) into src/qa/fixtures/, one at a time,
// on the desktop viewport, against a fresh seeded shop.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: 'journeys.record.ts',
  outputDir: 'test-results/journeys',
  workers: 1,
  reporter: 'list',
  projects: base.projects!.filter((project) => project.name === 'desktop'),
});
