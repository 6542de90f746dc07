// Where a webhook may post (docs/decisions/085-webhooks.md): an https:// address whose host
// resolves only to public addresses. A private, loopback, link-local, shared (CGN), multicast or
// unspecified address is refused, so a subscription cannot make the server call into its own
// network (SSRF), unless the administrator allows it (WEBHOOK_ALLOW_PRIVATE, which also allows
// http://). The check runs at save and again at each delivery, on the very address the request
// connects to (the sender's DNS lookup goes through `checkedLookup`), so a name that later
// resolves elsewhere (DNS rebinding) is refused too.
import { BlockList, isIP, type LookupFunction } from 'node:net';
import dns from 'node:dns';
import { WEBHOOK_URL_INVALID, WEBHOOK_URL_PRIVATE } from '@ullage/domain/integration/webhooks-api';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (an IP) is one a webhook may not reach without WEBHOOK_ALLOW_PRIVATE. */
export function isPrivateAddress(address: string): boolean {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4mapped) return blocked.check(v4mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's problem (the field message), or null when its form is right. */
export function urlFormProblem(url: string, allowPrivate: boolean): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return WEBHOOK_URL_INVALID;
  }
  const httpOk = allowPrivate && u.protocol === 'http:';
  if ((u.protocol !== 'https:' && !httpOk) || !u.hostname || u.username || u.password) return WEBHOOK_URL_INVALID;
  return null;
}

const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '');

/** The URL's problem after resolving its host, or null when it may be posted to. */
export async function urlProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  const form = urlFormProblem(url, allowPrivate);
  if (form || allowPrivate) return form;
  const host = hostOf(new URL(url));
  try {
    const addresses = isIP(host) ? [{ address: host }] : await dns.promises.lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) return WEBHOOK_URL_PRIVATE;
  } catch {
    return `URL: the host ${host} could not be resolved`;
  }
  return null;
}

/** A DNS lookup for the sender that fails on a refused address, so the connection is never made. */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const bad = !allowPrivate && (list.length === 0 || list.some((a) => isPrivateAddress(a.address)));
      if (bad) return callback(Object.assign(new Error(WEBHOOK_URL_PRIVATE), { code: 'EPRIVATE' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
