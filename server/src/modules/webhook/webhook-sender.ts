// Posts one signed delivery (docs/decisions/085-webhooks.md): JSON, with the timestamp header and
// an HMAC-SHA256 signature over "{timestamp}.{body}" keyed by the subscription's secret. No
// redirect is followed (a 3xx counts as a failure), the answer body is not kept, and a receiver
// that does not answer in 10 seconds has failed.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@ullage/domain/integration/webhooks-api';
import { checkedLookup } from './webhook-url';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The signature header's value for `body` sent at `timestamp` (seconds since 1970). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface SendResult {
  /** The receiver's status, or null when no answer came (refused address, network, timeout). */
  statusCode: number | null;
  error: string | null;
}

export function postWebhook(
  url: string,
  secret: string,
  delivery: { id: number; event: string; body: string },
  options: { allowPrivate: boolean; now: Date },
): Promise<SendResult> {
  const timestamp = Math.floor(options.now.getTime() / 1000);
  const u = new URL(url);
  const client = u.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      u,
      {
        method: 'POST',
        lookup: checkedLookup(options.allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Ullage-Webhooks/1',
          [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, delivery.body),
          [WEBHOOK_EVENT_HEADER]: delivery.event,
          [WEBHOOK_DELIVERY_HEADER]: String(delivery.id),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
          resolve({ statusCode: res.statusCode ?? null, error: ok ? null : `HTTP ${res.statusCode}` });
        });
        res.on('error', (err) => resolve({ statusCode: res.statusCode ?? null, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => resolve({ statusCode: null, error: err.message.slice(0, 300) }));
    req.end(delivery.body);
  });
}
