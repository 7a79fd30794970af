/** The inputs `npm test` sends when FUZZ_RUNS is not set, spread over all mutations. */
const DEFAULT_INPUTS = 10_000;

/**
 * How many inputs the fuzz suite sends each mutation: FUZZ_RUNS (10000 is the full count), else DEFAULT_INPUTS
 * spread over the mutations. docs/testing.md states both counts; the docs test derives them from here.
 */
export const runsPerMutation = (mutations: number, fuzzRuns: string | undefined = process.env.FUZZ_RUNS) =>
  Number(fuzzRuns ?? Math.ceil(DEFAULT_INPUTS / mutations));
