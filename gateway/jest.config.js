/** Jest runs the TypeScript sources as native ES modules, transformed by SWC (legacy decorators for type-graphql). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
    '/node_modules/cookie/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // Fastify's inject (the server renderer's GraphQL requests) requires the ES-module-only `cookie`,
  // which Node loads but Jest's CommonJS loader does not: Jest gets it compiled to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
