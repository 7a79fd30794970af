import type { BackoffPolicy, BackoffStep } from './backoff-policy.js';
import type { RateLimitedMutation } from './one-attempt-per-request.js';

const DAY = 24 * 3600;

/**
 * Shopware's defaults (src/Core/Framework/Resources/config/packages/shopware.yaml,
 * `shopware.api.rate_limiter`, all `time_backoff` with `reset: '24 hours'`): `login` 10 attempts,
 * then 10 s between two, from 15 on 30 s, from 20 on 60 s; `reset_password`, `contact_form` and
 * `newsletter_form` 3, then 30 s, from 5 on 60 s, from 10 on 90 s.
 */
const LOGIN_STEPS: BackoffStep[] = [
  { limit: 10, intervalSeconds: 10 },
  { limit: 15, intervalSeconds: 30 },
  { limit: 20, intervalSeconds: 60 },
];
const FORM_STEPS: BackoffStep[] = [
  { limit: 3, intervalSeconds: 30 },
  { limit: 5, intervalSeconds: 60 },
  { limit: 10, intervalSeconds: 90 },
];

/**
 * Orders (Shopware limits none): a shopper places one or two a day; from the 4th on a minute between two,
 * from the 6th ten minutes, from the 11th a day. So one key (a session, a guest's e-mail) sends at most
 * about a dozen order confirmations a day.
 */
const ORDER_STEPS: BackoffStep[] = [
  { limit: 3, intervalSeconds: 60 },
  { limit: 5, intervalSeconds: 600 },
  { limit: 10, intervalSeconds: DAY },
];
/** Promotion codes: a shopper types one or two, mistyping a few; a guesser tries hundreds. */
const CODE_STEPS: BackoffStep[] = [
  { limit: 5, intervalSeconds: 10 },
  { limit: 10, intervalSeconds: 30 },
  { limit: 20, intervalSeconds: 60 },
];
/**
 * Adding to the cart: Shopware's `cart_add_line_item` (a `system_config` policy, 60 s, reset after an hour).
 * A shopper adds a few dozen lines in a visit; a loop adds thousands. Counted per session only: a cart holds
 * no stock, and one address (a carrier's NAT, an office) carries many shoppers adding at once.
 */
const CART_STEPS: BackoffStep[] = [
  { limit: 60, intervalSeconds: 2 },
  { limit: 120, intervalSeconds: 10 },
];
const HOUR = 3600;

/**
 * One address may be a household, an office or a mobile carrier's NAT: the gateway's count per address
 * allows ten times Shopware's numbers (per e-mail and address) before it waits.
 */
const sharedAddress = (steps: BackoffStep[]): BackoffStep[] =>
  steps.map((step) => ({ ...step, limit: step.limit * 10 }));

const policy = (steps: BackoffStep[], resetSeconds = DAY): BackoffPolicy => ({ steps, resetSeconds });

export interface MutationLimits {
  /** Counted per client address (the request's, as TRUSTED_PROXIES lets Fastify believe it). */
  address?: BackoffPolicy;
  /** Counted per e-mail (lower case) and client address together, Shopware's key, when the mutation names an e-mail. */
  emailAtAddress?: BackoffPolicy;
  /** Counted per session (its context token), when the request has one: a shared address's one shopper apart. */
  session?: BackoffPolicy;
  /**
   * Counted per e-mail alone, for an address nobody proved to own (a guest's order): the mails sent to one
   * address are bounded from every client address together. A logged-in customer's own address is not counted.
   */
  unprovenEmail?: BackoffPolicy;
  /**
   * Login: a success forgets the e-mail and address's count (LoginRoute resets it) and takes back its
   * attempt from the address's, so that only failed logins use up an address shared by many shoppers.
   */
  forgivenOnSuccess?: true;
}

/**
 * The gateway's limits, modelled on Shopware's (LoginRoute keys `login` by e-mail and IP,
 * SendPasswordRecoveryMailRoute `reset_password` likewise, ContactFormRoute and NewsletterSubscribeRoute
 * by IP only; registration has no Shopware limiter and takes the form steps, as it mails too). Nothing that a
 * customer proves with a password is counted per e-mail alone: guesses from other addresses must not lock a
 * customer out of the own. A guest's order is (its e-mail is anyone's to type): a stranger can hold up guest
 * orders to one address, never a customer's login or orders. docs/adr/0029.
 */
export const RATE_LIMIT_POLICIES: Record<RateLimitedMutation, MutationLimits> = {
  login: { address: policy(sharedAddress(LOGIN_STEPS)), emailAtAddress: policy(LOGIN_STEPS), forgivenOnSuccess: true },
  register: { address: policy(sharedAddress(FORM_STEPS)), emailAtAddress: policy(FORM_STEPS) },
  requestPasswordReset: { address: policy(sharedAddress(FORM_STEPS)), emailAtAddress: policy(FORM_STEPS) },
  subscribeNewsletter: { address: policy(FORM_STEPS), emailAtAddress: policy(FORM_STEPS) },
  // Shopware limits no unsubscribing; the newsletter's steps, counted per address (it names no e-mail).
  unsubscribeNewsletter: { address: policy(FORM_STEPS) },
  sendContactForm: { address: policy(FORM_STEPS), emailAtAddress: policy(FORM_STEPS) },
  placeOrder: {
    address: policy(sharedAddress(ORDER_STEPS)),
    session: policy(ORDER_STEPS),
    unprovenEmail: policy(ORDER_STEPS),
  },
  addPromotionCode: { address: policy(sharedAddress(CODE_STEPS)), session: policy(CODE_STEPS) },
  addToCart: { session: policy(CART_STEPS, HOUR) },
};
