import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser tests: playwright-core driving Debian's chromium against the shop started once
 * (emulator in memory + gateway serving web/dist). Files run one after another: two cores, one browser.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The summary of the repository's `npm test` counts every JSON in <root>/test-results.
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../../test-results/web-e2e.json', import.meta.url)) },
  },
});
