import { readFileSync } from 'node:fs';
import { buildSchema, findBreakingChanges, findDangerousChanges, type GraphQLSchema } from 'graphql';

/** The SDL of the last released version: apps built against it must keep working. */
export const RELEASED_SCHEMA_FILE = new URL('../../../schema/released/schema.graphql', import.meta.url);

/** The breaking changes since that release that were made on purpose, each with its reason. */
export const DELIBERATE_BREAKING_CHANGES_FILE = new URL(
  '../../../schema/released/deliberate-breaking-changes.json',
  import.meta.url,
);

/** A breaking change recorded as deliberate: `change` is the description `findBreakingChanges` gives. */
export interface DeliberateBreakingChange {
  change: string;
  reason: string;
}

export interface ContractVerdict {
  /** Unrecorded breaking changes and recorded ones that no longer happen: each fails the check. */
  failures: string[];
  /** Changes that break no query but may change what an app sees (an enum value added, a default changed). */
  warnings: string[];
}

/** Compares the current schema with the released one, given the breaking changes made on purpose. */
export function checkSchemaContract(
  released: GraphQLSchema,
  current: GraphQLSchema,
  deliberate: readonly DeliberateBreakingChange[],
): ContractVerdict {
  const breaking = findBreakingChanges(released, current).map((change) => change.description);
  const recorded = new Set(deliberate.map((entry) => entry.change));
  const unrecorded = breaking
    .filter((change) => !recorded.has(change))
    .map((change) => `Breaking change: ${change} (deprecate first, or record it with its reason as deliberate)`);
  const stale = deliberate
    .filter((entry) => !breaking.includes(entry.change))
    .map((entry) => `Recorded deliberate breaking change no longer happens: ${entry.change}`);
  const unexplained = deliberate
    .filter((entry) => !entry.reason?.trim())
    .map((entry) => `Deliberate breaking change without a reason: ${entry.change}`);
  const warnings = findDangerousChanges(released, current).map((change) => `Dangerous change: ${change.description}`);
  return { failures: [...unrecorded, ...stale, ...unexplained], warnings };
}

/** Reads the released SDL and the deliberate breaking changes recorded next to it. */
export function readReleasedContract(): { released: GraphQLSchema; deliberate: DeliberateBreakingChange[] } {
  return {
    released: buildSchema(readFileSync(RELEASED_SCHEMA_FILE, 'utf8')),
    deliberate: parseDeliberateBreakingChanges(readFileSync(DELIBERATE_BREAKING_CHANGES_FILE, 'utf8')),
  };
}

/** The recorded list, or an error saying what in the file is not `[{"change": "…", "reason": "…"}]`. */
export function parseDeliberateBreakingChanges(json: string): DeliberateBreakingChange[] {
  const entries: unknown = JSON.parse(json);
  if (!Array.isArray(entries)) throw new Error('deliberate-breaking-changes.json must be an array of {change, reason}');
  entries.forEach((entry, index) => {
    for (const key of ['change', 'reason'] as const) {
      if (typeof entry?.[key] !== 'string') {
        throw new Error(`deliberate-breaking-changes.json entry ${index}: "${key}" must be a string`);
      }
    }
  });
  return entries as DeliberateBreakingChange[];
}
