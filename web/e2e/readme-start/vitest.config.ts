import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The README's start, tried as a new user tries it: `npm start` from the repository's root with the
 * defaults, then the shop in chromium. Apart from the other browser tests (no shop of theirs started), and
 * after them: `npm start` rebuilds web/dist, which the other tests' shop serves.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['*.start.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../../../test-results/web-readme-start.json', import.meta.url)) },
  },
});
