// pino, with query strings of sensitive calls and credential headers redacted: passwords, tokens
// and codes never reach a log (spec 000 §7 passes some of them as query parameters).
import pino, { type Logger } from 'pino';

const SENSITIVE_PARAMS = new Set(['password', 'username', 'token', 'at', 'rt', 'code', 'secret', 'totp', 'requestid', 'refresh_token', 'access_token']);
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
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
