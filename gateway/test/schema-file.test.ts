import { readFileSync } from 'node:fs';
import { printGatewaySchema, SCHEMA_FILE } from '../src/schema/print-schema.js';

test('schema/schema.graphql is the SDL of the current gateway (run `npm run emit-schema -w gateway` when this fails)', async () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await printGatewaySchema());
});
