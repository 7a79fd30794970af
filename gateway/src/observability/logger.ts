import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import { LogController, type FastifyBaseLogger, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { destination as pinoDestination } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { LogConfig } from '../config.js';

/** Where log lines go: stdout unless a test passes a stream of its own (createServer's second argument). */
export interface LogDestination {
  write(line: string): unknown;
}

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
const TOKEN_TEXT = /(context-token\W{0,3})[\w-]{8,}/gi;
/** A secret field at any depth of a JSON line, whatever object carried it ("password", "newPassword", "contextToken", "cookie" …). */
const SECRET_FIELD =
  /("(?:[\w-]*[Pp]assword[\w-]*|[\w-]*[Tt]oken|(?:set-)?cookie|authorization)"\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/**
 * The last guard over every line, after pino's redaction of known fields: e-mail addresses and
 * `sw-context-token …` values inside messages and error texts (Shopware's details name the e-mail),
 * and secret fields at any depth (pino's wildcard paths cost a third of a cached answer's time).
 */
export function sanitizeLogText(text: string): string {
  let clean = text.includes('@') ? text.replace(EMAIL, '[email]') : text;
  if (clean.includes('context-token')) clean = clean.replace(TOKEN_TEXT, '$1[redacted]');
  if (
    clean.includes('assword"') ||
    clean.includes('oken"') ||
    clean.includes('"cookie"') ||
    clean.includes('"authorization"')
  )
    clean = clean.replace(SECRET_FIELD, '$1"[redacted]"');
  return clean;
}

/** Fields that may never be written (pino's redaction, exact paths only: sanitizeLogText catches them at any depth). */
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["sw-context-token"]',
  'res.headers["set-cookie"]',
  'res.headers["sw-context-token"]',
  'headers.cookie',
  'headers.authorization',
  'headers["sw-context-token"]',
  'password',
  'email',
  'contextToken',
  'token',
];

/** An error as a line may show it: its kind, message, codes and stack; never its other properties (got's keep the request's headers). */
function serializeError(error: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & { code?: unknown; kind?: unknown; status?: unknown; extensions?: { code?: unknown } };
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
  return {
    type: error.name,
    message: error.message,
    ...(typeof fields.code === 'string' || typeof fields.code === 'number' ? { code: fields.code } : {}),
    ...(typeof fields.extensions?.code === 'string' ? { code: fields.extensions.code } : {}),
    ...(typeof fields.kind === 'string' ? { kind: fields.kind } : {}),
    ...(typeof fields.status === 'number' ? { status: fields.status } : {}),
    ...(cause ? { cause } : {}),
    stack: error.stack ?? '',
  };
}

/** How much JSON is gathered before one write to stdout, and how long a line may wait at most. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 1000;
let bufferedStdout: (LogDestination & { flushSync(): void; flush(): void }) | null = null;

/**
 * Stdout for JSON lines: info lines (the access lines) in blocks of about 4 KB, at most a second late,
 * instead of one write per line, which under load cost the cached answers (and the log collector reading
 * them) much of their rate; a warning or an error goes out at once with what was gathered before it.
 * One per process, flushed when it exits; a crash loses at most a block of info lines.
 */
function bufferedStdoutDestination(): LogDestination {
  if (!bufferedStdout) {
    const stdout = pinoDestination({ dest: 1, minLength: BUFFER_BYTES, sync: false });
    setInterval(flushLogs, FLUSH_MS).unref();
    process.once('exit', () => {
      try {
        stdout.flushSync();
      } catch {
        // A write still under way: nothing more can be done at exit.
      }
    });
    bufferedStdout = {
      write: (line: string) => {
        stdout.write(line);
        if (!line.startsWith(INFO_LINE)) flushLogs();
      },
      flushSync: () => stdout.flushSync(),
      flush: () => stdout.flush(),
    };
  }
  return bufferedStdout;
}

/** pino's JSON lines start with their level; info is 30. */
const INFO_LINE = '{"level":30,';

/** Sends what the JSON stdout holds now (the start line, before a reader waits for it). */
export function flushLogs(): void {
  try {
    bufferedStdout?.flush();
  } catch {
    // sonic-boom refuses a flush while it is not ready; the next one sends it.
  }
}

/** Fastify's logger options: pino with the level and format of `config`, redaction, and the sanitiser over every line. */
export function loggerOptions(
  config: LogConfig,
  destination?: LogDestination,
): NonNullable<FastifyServerOptions['logger']> {
  const out: LogDestination =
    destination ??
    (config.format === 'json' && config.level !== 'silent' ? bufferedStdoutDestination() : process.stdout);
  // Synchronous (no worker thread): a line written just before exit is not lost. Colours only on a terminal.
  const pretty =
    config.format === 'pretty'
      ? prettyFactory({
          colorize: !destination && process.stdout.isTTY === true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
        })
      : null;
  return {
    level: config.level,
    stream: { write: (line: string) => out.write(pretty ? pretty(sanitizeLogText(line)) : sanitizeLogText(line)) },
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: {
      // Fastify's own error lines carry the request: its method and path, never the query string or headers.
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: typeof request.url === 'string' ? pathOf(request.url) : undefined,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}

/** A URL's path without the query string, cut at 200 characters. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's genReqId: the `x-request-id` a trusted proxy sent (TRUSTED_PROXIES, the socket's peer),
 * when it is a sane token (at most 128 of [A-Za-z0-9._:-]); a fresh random UUID otherwise.
 */
export function requestIdGenerator(trustedProxies: string[]): (request: IncomingMessage) => string {
  if (trustedProxies.length === 0) return () => randomUUID();
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(prefix), type);
  }
  const isTrusted = (peer: string | undefined) => {
    if (!peer) return false;
    const mapped = peer.startsWith('::ffff:') ? peer.slice(7) : null;
    return mapped && isIPv4(mapped)
      ? trusted.check(mapped, 'ipv4')
      : trusted.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6');
  };
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && SANE_REQUEST_ID.test(given) && isTrusted(request.socket?.remoteAddress)
      ? given
      : randomUUID();
  };
}

/** Whether `log` writes info lines (the access line, the start line). */
export function logsInfo(log: FastifyBaseLogger): boolean {
  return log.level === 'info' || log.level === 'debug' || log.level === 'trace';
}

/**
 * Fastify's own lines without its two per request ('incoming request', 'request completed') and its
 * 'Route … not found' (the access line says all three); its error lines stay.
 */
export class GatewayLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
  override routeNotFound(): void {}
}
