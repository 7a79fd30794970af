import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser tests: playwright-core driving Debian's chromium against the shop started once
 * (emulator in memory + gateway serving web/dist). Two files at a time, each with a browser of its own: a
 * browser test mostly waits (for the page, the gateway, the Store API), so two keep two cores busy where one
 * kept half of one. Every test has a browser context (a shopper) of its own, so files do not meet.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The summary of the repository's `npm test` counts every JSON in <root>/test-results.
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../../test-results/web-e2e.json', import.meta.url)) },
  },
});
