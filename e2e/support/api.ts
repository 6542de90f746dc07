// Calls to the served API from the test process: setting up a user's MFA, reading the outbox as
// the system administrator (the way a person would in the portal's Outbox screen).
import { inject } from 'vitest';

const baseUrl = () => inject('baseUrl');

export async function api<T = unknown>(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function accessToken(userName: string, password: string): Promise<string> {
  return (await api<{ access_token: string }>('Auth/Login', { body: { userName, password } })).access_token;
}

interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
}

/** The newest outbox message to `recipient` newer than `afterId`, waiting briefly for it. */
export async function latestMessage(recipient: string, afterId = 0): Promise<OutboxMessage> {
  const token = await accessToken('admin', inject('adminPassword'));
  for (let i = 0; i < 50; i++) {
    const [m] = await api<OutboxMessage[]>(`Admin/Outbox?recipient=${encodeURIComponent(recipient)}&limit=1`, { token });
    if (m && m.id > afterId) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message to ${recipient} reached the outbox`);
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
