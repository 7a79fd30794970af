import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router-dom';

/** The gateway's stable error codes and the status each stands for. */
const STATUS_BY_CODE: Record<string, number> = {
  // An argument the gateway refused (a path longer than any page's …): the request's fault, never a 500.
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  UPSTREAM_TIMEOUT: 408,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/** Statuses the error page words itself (docs/behaviour/errors.md); any other status shows the error's own message. */
const KNOWN_STATUSES = [404, 408, 500, 502, 503] as const;

const isKnownStatus = (status: number): status is (typeof KNOWN_STATUSES)[number] =>
  (KNOWN_STATUSES as readonly number[]).includes(status);

export interface PageError {
  status: number;
  /** The error's own message, shown for statuses the error page has no text of its own for. */
  message: string | null;
}

/** A route's "nothing here" (an unknown path): 404 with the missing page's text. */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor() {
    super('Page not found');
    this.name = 'PageNotFoundError';
  }
}

/** A failure the server met rendering the page (its status), shown by the client without asking again. */
export class ServedPageError extends Error {
  constructor(readonly status: number) {
    super(`The page failed on the server with ${status}`);
    this.name = 'ServedPageError';
  }
}

/**
 * What the error page shows for an error: GraphQL errors carry extensions.status or a code; a
 * gateway that cannot be reached counts as 502; a thrown Response (router) has its status. Anything
 * else is a fault of this client: 500.
 */
export function pageErrorOf(error: unknown): PageError {
  if (error instanceof PageNotFoundError) return { status: 404, message: null };
  if (isRouteErrorResponse(error))
    return { status: error.status, message: typeof error.data === 'string' ? error.data : error.statusText || null };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as { status?: unknown; code?: unknown };
    const status = typeof extensions.status === 'number' ? extensions.status : STATUS_BY_CODE[String(extensions.code)];
    return { status: status ?? 500, message: first?.message ?? null };
  }
  if (ServerError.is(error)) return { status: error.statusCode >= 400 ? error.statusCode : 502, message: null };
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return { status: 502, message: null };
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400) return { status, message: (error as Error).message ?? null };
  return { status: 500, message: error instanceof Error ? error.message : null };
}

/**
 * The words for a status (docs/behaviour/errors.md), on the error page and wherever a request failed as a whole
 * (a form, a notification): the error page's text for the statuses it knows, else the error's own message.
 */
export function statusMessage(t: TFunction, { status, message }: PageError): string {
  return isKnownStatus(status) ? t(`status:${status}`) : (message ?? t('status:500'));
}

/** What the shopper reads when a request failed as a whole: the message of its status (the gateway's time-out, Shopware down, …). */
export const failureMessage = (t: TFunction, error: unknown): string => statusMessage(t, pageErrorOf(error));
