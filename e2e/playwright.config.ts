import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './fixtures/constants';

export default defineConfig({
  testDir: './tests',
  // One server with one embedded database: tests create their own users, so they can share it,
  // but a 2-core machine runs them most reliably one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json']] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // page.route cannot see what a service worker fetches, and most tests fake a failing remote or
    // API with it: the worker is blocked except in the specs about it (offline, installed-deploys).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'npx tsx fixtures/start-server.mts',
    url: `${E2E_BASE_URL}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
