import base from './jest.config.js';

/**
 * The quick lane (`npm run test:quick`): the unit tests beside the code, and in-process integration
 * tests of each area's main journey over real HTTP, a second or two each. Everything else (processes,
 * nginx and Redis, faults and time-outs, attacks and load, fuzzing, the browser) runs in `npm test`.
 */
export const QUICK_INTEGRATION_TESTS = [
  'catalog-listing',
  'catalog-product',
  'navigation',
  'search',
  'page',
  'cart',
  'checkout',
  'session',
  'account-profile',
  'wishlist',
  'orders',
  'localization',
  'security-production',
  'schema-file',
  'schema-contract',
  'schema-descriptions',
  'graphql-documents',
  'docs',
];

export default {
  ...base,
  testMatch: ['<rootDir>/src/**/*.test.ts', ...QUICK_INTEGRATION_TESTS.map((name) => `<rootDir>/test/${name}.test.ts`)],
};
