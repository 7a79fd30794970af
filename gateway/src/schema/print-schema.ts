import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGatewaySchema } from './build-schema.js';

/** The committed SDL: schema/schema.graphql at the repository root. */
export const SCHEMA_FILE = new URL('../../../schema/schema.graphql', import.meta.url);

const HEADER =
  "# Generated from the gateway's type-graphql classes by `npm run emit-schema -w gateway`. Do not edit.\n\n";

/** The schema as SDL, sorted so that the file only changes when the schema does. */
export async function printGatewaySchema(): Promise<string> {
  return `${HEADER}${printSchema(lexicographicSortSchema(await buildGatewaySchema()))}\n`;
}
