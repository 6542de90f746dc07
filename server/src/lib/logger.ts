// pino, with query strings of sensitive calls and credential headers redacted: passwords, tokens
// and codes never reach a log (spec 000 §7 passes some of them as query parameters).
import pino, { type Logger } from 'pino';
import { sqlStateOf } from './errors';

const SENSITIVE_PARAMS = new Set([
  'password',
  'username',
  'token',
  'at',
  'rt',
  'code',
  'secret',
  'totp',
  'requestid',
  'refresh_token',
  'access_token',
]);
/** Paths whose every query value is redacted. */
const SENSITIVE_PATHS = /^\/api\/(auth|webview)\//i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pathPart = url.slice(0, q);
  const all = SENSITIVE_PATHS.test(pathPart);
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const [k = ''] = pair.split('=', 1);
      let key = k;
      try {
        key = decodeURIComponent(k);
      } catch {
        /* keep raw */
      }
      return all || SENSITIVE_PARAMS.has(key.toLowerCase()) ? `${k}=[REDACTED]` : pair;
    });
  return `${pathPart}?${params.join('&')}`;
}

/**
 * pino's error serializer, without the values a failed query carried: Drizzle's query errors
 * name every parameter ("params: ..." in the message and stack, and `params`), PostgreSQL's
 * own name the offending value (`detail`: "Key (upper(serial_number))=(...) already exists").
 * The SQL text stays: it says what failed.
 */
export function redactedError(err: Error): Record<string, unknown> {
  const out = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  // PostgreSQL quotes the value at fault in a data error's message (class 22, 23: 'invalid input
  // syntax for type integer: "..."'); other errors quote names (a table, a column), kept.
  const dataError = /^2[23]/.test(sqlStateOf(err) ?? '');
  const quoted = (text: string) =>
    dataError ? text.replace(/"[^"\n]*"/g, '"[REDACTED]"').replace(/\(([^()\n]*)\)=\(([^\n]*)\)/g, '($1)=([REDACTED])') : text;
  const scrub = (o: Record<string, unknown> | undefined, depth: number) => {
    if (!o || typeof o !== 'object' || depth > 3) return;
    for (const field of ['message', 'stack'] as const) {
      if (typeof o[field] === 'string') o[field] = quoted((o[field] as string).replace(/\nparams: .*/g, '\nparams: [REDACTED]'));
    }
    if ('params' in o) o.params = '[REDACTED]';
    if ('detail' in o) o.detail = '[REDACTED]';
    if ('parameters' in o) o.parameters = '[REDACTED]';
    scrub(o.cause as Record<string, unknown> | undefined, depth + 1);
  };
  scrub(out, 0);
  return out;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'password', '*.password'],
        censor: '[REDACTED]',
      },
      serializers: {
        req: (req: { method?: string; url?: string; id?: string; ip?: string }) => ({
          method: req.method,
          url: req.url ? redactUrl(req.url) : undefined,
          reqId: req.id,
          ip: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: redactedError,
      },
    },
    destination,
  );
}
