// Records the current SDL as the released contract (run when a version is released): later schema
// changes are checked against it, and the breaking changes recorded as deliberate are now part of it.
import { copyFileSync, writeFileSync } from 'node:fs';

const root = new URL('../schema/', import.meta.url);
copyFileSync(new URL('schema.graphql', root), new URL('released/schema.graphql', root));
writeFileSync(new URL('released/deliberate-breaking-changes.json', root), '[]\n');
console.log('schema/released/schema.graphql is now the current SDL; no deliberate breaking changes recorded.');
