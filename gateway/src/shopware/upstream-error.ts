/** One entry of Shopware's `errors[]`. */
export interface ShopwareApiError {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string };
  meta?: { parameters?: Record<string, unknown> | unknown[] };
}

/**
 * - timeout: no answer within the time-out
 * - network: refused or reset connection, DNS …
 * - http: Shopware answered an error status (its errors[] decoded)
 * - malformed: an answer that is not the JSON it should be
 */
export type UpstreamErrorKind = 'timeout' | 'network' | 'http' | 'malformed';

/** Every failure of a Store API call, decoded once (kind, HTTP status, Shopware code, parameters). */
export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly status: number;
  readonly code: string | null;
  readonly parameters: Record<string, unknown>;
  readonly errors: ShopwareApiError[];
  readonly retryable: boolean;

  constructor(options: {
    kind: UpstreamErrorKind;
    status: number;
    message: string;
    errors?: ShopwareApiError[];
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.kind = options.kind;
    this.status = options.status;
    this.errors = options.errors ?? [];
    const first = this.errors[0];
    this.code = first?.code && first.code !== '0' ? first.code : null;
    this.parameters = first?.meta?.parameters && !Array.isArray(first.meta.parameters) ? first.meta.parameters : {};
    this.retryable =
      options.kind === 'timeout' || options.kind === 'network' || [502, 503, 504].includes(options.status);
  }

  /** Whether Shopware answered this code (in any of its entries). */
  hasCode(code: string): boolean {
    return this.errors.some((error) => error.code === code);
  }
}

/** Decodes a Store API error body; anything that is not Shopware's shape becomes a malformed error. */
export function upstreamErrorFromResponse(status: number, body: string): UpstreamError {
  let errors: ShopwareApiError[] | undefined;
  try {
    const parsed = JSON.parse(body) as { errors?: unknown };
    if (Array.isArray(parsed.errors)) errors = parsed.errors as ShopwareApiError[];
  } catch {
    // not JSON: handled below
  }
  if (!errors) {
    return new UpstreamError({
      kind: status >= 500 ? 'http' : 'malformed',
      status,
      message: `Store API answered ${status} without Shopware's error body`,
    });
  }
  const first = errors[0];
  return new UpstreamError({
    kind: 'http',
    status,
    message: first?.detail ?? first?.title ?? `Store API answered ${status}`,
    errors,
  });
}
