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
 * One address may be a household, an office or a mobile carrier's NAT: where Shopware keys by
 * e-mail and IP together, the gateway's per-IP count allows ten times as many before it waits.
 */
const sharedAddress = (steps: BackoffStep[]): BackoffStep[] => steps.map((step) => ({ ...step, limit: step.limit * 10 }));

const policy = (steps: BackoffStep[]): BackoffPolicy => ({ steps, resetSeconds: DAY });

export interface MutationLimits {
  /** Counted per client IP. */
  ip: BackoffPolicy;
  /** Counted per e-mail address (lower case), when the mutation names one. */
  email?: BackoffPolicy;
}

/**
 * The gateway's limits, modelled on Shopware's (LoginRoute keys `login` by e-mail and IP,
 * SendPasswordRecoveryMailRoute `reset_password` likewise, ContactFormRoute and NewsletterSubscribeRoute
 * by IP only; registration has no Shopware limiter and takes the form steps, as it mails too).
 * Counting the e-mail alone also stops one account's password being guessed from many addresses.
 */
export const RATE_LIMIT_POLICIES: Record<RateLimitedMutation, MutationLimits> = {
  login: { ip: policy(sharedAddress(LOGIN_STEPS)), email: policy(LOGIN_STEPS) },
  register: { ip: policy(sharedAddress(FORM_STEPS)), email: policy(FORM_STEPS) },
  requestPasswordReset: { ip: policy(sharedAddress(FORM_STEPS)), email: policy(FORM_STEPS) },
  subscribeNewsletter: { ip: policy(FORM_STEPS), email: policy(FORM_STEPS) },
  sendContactForm: { ip: policy(FORM_STEPS), email: policy(FORM_STEPS) },
};
