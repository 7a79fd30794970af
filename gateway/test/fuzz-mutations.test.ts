import fc from 'fast-check';
import { newCustomer, newSession } from './support/checkout-fixtures.js';
import { MUTATIONS, type FuzzedMutation } from './support/fuzz-inputs.js';
import { runsPerMutation } from './support/fuzz-runs.js';
import { startGateway, startShop, type RunningGateway, type RunningShop } from './support/gateway-harness.js';

/**
 * Issue 10's fuzz suite: generated variables for every mutation of the committed schema, sent over
 * HTTP to a production gateway in front of the emulator. No answer may be a 5xx, an unknown error or
 * carry a stack trace; every refusal names what it refuses. FUZZ_RUNS sets the runs per mutation
 * (default: 10,000 spread over all mutations; FUZZ_RUNS=10000 is the full count), FUZZ_SEED replays.
 */
const RUNS = runsPerMutation(MUTATIONS.length);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * Refusals that name no field on purpose: a failed login (which of e-mail and password is wrong is
 * not told), a guest's failed proof of an order by e-mail and postal code (the same), waits, the
 * state of the account or the cart rather than one value, and a session without a customer
 * (unsubscribeNewsletter's UNAUTHENTICATED, for any input).
 */
const NOT_ABOUT_INPUT = new Set([
  'INVALID_CREDENTIALS',
  'CUSTOMER_NOT_FOUND',
  'CUSTOMER_AUTH_THROTTLED',
  'EMAIL_NOT_CONFIRMED',
  'RATE_LIMITED',
  'ORDER_NOT_PLACEABLE',
  'ORDER_ACCESS_DENIED',
  'LOGIN_REQUIRED',
  'UNAUTHENTICATED',
]);
/** Traces of the inside: a stack frame, a module or a source path. */
const STACK = /stacktrace|\bat .+\.(?:ts|js):\d+|node_modules|\/work\//;

/** Whose session a run uses: none (a new visitor), an anonymous one, a customer's or a guest's. */
type SessionKind = 'none' | 'anonymous' | 'customer' | 'guest';
type Outcome = 'done' | 'refused by the resolver' | 'refused by GraphQL' | 'not allowed';
/** These end the customer's session when they succeed: the next run gets a new customer. */
const SESSION_ENDING = new Set(['logout', 'changePassword', 'changeEmail']);

let shop: RunningShop;
let production: RunningGateway;
// Unhandled rejections: the gateway runs in this process, and jest-circus listens for them on the
// real process and fails the running test (a listener on `process` here would only hear Jest's
// sandboxed copy of it, never an event).
beforeAll(async () => {
  // Rate limits are on by default and would refuse most runs of login or register by IP (their own tests prove them).
  shop = await startShop({ emulatorEnv: { EMULATOR_DOUBLE_OPT_IN: '0' }, gatewayEnv: { RATE_LIMITS: 'off' } });
  production = await startGateway({ NODE_ENV: 'production', SHOPWARE_ENDPOINT: shop.emulatorUrl, RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await production?.close();
  await shop?.close();
});

/** The sessions of one mutation's runs; `ran` tells them what a run did, so an ended customer session is replaced. */
async function sessions(mutation: FuzzedMutation) {
  const shared = {
    anonymous: await newSession(shop),
    customer: (await newCustomer(shop)).cookie,
    guest: (await newCustomer(shop, { guest: true })).cookie,
  };
  let ended = false;
  return {
    async of(kind: SessionKind): Promise<string | undefined> {
      if (kind === 'none') return undefined;
      if (kind === 'customer' && ended) [shared.customer, ended] = [(await newCustomer(shop)).cookie, false];
      return shared[kind];
    },
    ran(kind: SessionKind, outcome: Outcome) {
      if (kind === 'customer' && outcome === 'done' && SESSION_ENDING.has(mutation.name)) ended = true;
    },
  };
}

async function send(mutation: FuzzedMutation, variables: Record<string, unknown>, cookie: string | undefined) {
  const res = await fetch(`${production.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-GB', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: mutation.query, variables }),
  });
  return { status: res.status, text: await res.text() };
}

interface Body {
  data?: Record<string, { userErrors?: { field: string | null; code: string }[] } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** What came of a run, or why the answer breaks the rules. */
function outcomeOf(
  mutation: FuzzedMutation,
  answer: { status: number; text: string },
): { outcome: Outcome } | { problem: string } {
  if (answer.status >= 500) return { problem: `HTTP ${answer.status}` };
  if (STACK.test(answer.text)) return { problem: 'a stack trace or an internal path' };
  const body = JSON.parse(answer.text) as Body;
  for (const error of body.errors ?? []) {
    const code = error.extensions?.code ?? 'NONE';
    if (code === 'UNAUTHENTICATED') return { outcome: 'not allowed' };
    if (code !== 'BAD_USER_INPUT') return { problem: `error code ${code}` };
    if (![...mutation.names].some((name) => error.message.includes(`"$${name}"`) || error.message.includes(`"${name}`)))
      return { problem: 'an input error naming no argument' };
  }
  if (body.errors?.length) return { outcome: 'refused by GraphQL' };
  const userErrors = body.data?.[mutation.name]?.userErrors ?? [];
  for (const { field, code } of userErrors) {
    const first = field?.split('.')[0]?.replace(/\[\d+\]$/, '');
    if (!NOT_ABOUT_INPUT.has(code) && (!first || !mutation.names.has(first)))
      return { problem: `a refusal naming no field of the input (${field} ${code})` };
  }
  return { outcome: userErrors.length ? 'refused by the resolver' : 'done' };
}

// The mutations run side by side: each waits on I/O most of the time.
test.concurrent.each(MUTATIONS.map((mutation) => [mutation.name, mutation] as const))(
  `%s: ${RUNS} generated inputs, no 5xx, no unknown error, every refusal names its field`,
  async (_name, mutation) => {
    const session = await sessions(mutation);
    const kinds = fc.constantFrom<SessionKind>('none', 'anonymous', 'customer', 'guest');
    const outcomes: Partial<Record<Outcome, number>> = {};
    await fc.assert(
      fc.asyncProperty(mutation.variables, kinds, async (variables, kind) => {
        const answer = await send(mutation, variables, await session.of(kind));
        const result = outcomeOf(mutation, answer);
        if ('problem' in result) throw new Error(`${result.problem}: ${answer.status} ${answer.text.slice(0, 2000)}`);
        outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
        session.ran(kind, result.outcome);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    // The generator is no use if GraphQL refuses every input: some runs must reach the resolver.
    if (RUNS >= 100) expect(RUNS - (outcomes['refused by GraphQL'] ?? 0)).toBeGreaterThan(RUNS / 10);
    if (process.env.FUZZ_REPORT) console.log(mutation.name, outcomes);
  },
  RUNS * 1000 + 60_000,
);
