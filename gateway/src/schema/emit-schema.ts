import { writeFileSync } from 'node:fs';
import { printGatewaySchema, SCHEMA_FILE } from './print-schema.js';

writeFileSync(SCHEMA_FILE, await printGatewaySchema());
console.log(`Wrote ${SCHEMA_FILE.pathname}`);
