import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Component and unit tests (jsdom). The browser tests have their own config (e2e/vitest.config.ts).
 * The repository root also holds React 18 (the gateway's GraphQL IDE); the libraries hoisted there
 * are pre-bundled with this workspace's React 19 (dedupe), so that there is one React.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    // tslib's Node entry wraps its CommonJS file, which the pre-bundling cannot import: use its ES module.
    alias: { tslib: fileURLToPath(new URL('../node_modules/tslib/tslib.es6.mjs', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // The summary of the repository's `npm test` counts every JSON in <root>/test-results.
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('../test-results/web-vitest.json', import.meta.url)) },
    deps: {
      optimizer: {
        web: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-router',
            'react-router-dom',
            '@testing-library/react',
            '@apollo/client',
            '@apollo/client/react',
            'react-i18next',
            'react-hook-form',
            '@hookform/resolvers/zod',
          ],
        },
      },
    },
  },
});
