import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAll } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_TEXTS } from '@cairn/domain/integrations/webhooks.constants';
import ipaddr from 'ipaddr.js';

/** What the operator allows: WEBHOOK_ALLOW_PRIVATE, and plain http outside production. */
export type TWebhookNetworkPolicy = { allowPrivate: boolean; allowHttp: boolean };

/**
 * True for an address on the public internet: ipaddr.js's `unicast` range only. Loopback,
 * private, link-local (the cloud metadata address 169.254.169.254), carrier-grade NAT, unique
 * local, multicast, reserved, and IPv6 forms that embed an IPv4 address are all refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The host of a URL without IPv6 brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Why a receiver URL is refused when it is saved, or null: not http(s), http in production,
 * credentials in it, or a host that resolves (now) to a non-public address. The address is checked
 * again at every delivery (`guardedLookup`), so a DNS answer changed later does not get through.
 */
export async function webhookUrlProblem(raw: string, policy: TWebhookNetworkPolicy): Promise<string | null> {
  if (!URL.canParse(raw)) return WEBHOOK_TEXTS.urlInvalid;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp))
    return WEBHOOK_TEXTS.urlNotHttps;
  if (url.username || url.password) return WEBHOOK_TEXTS.urlCredentials;
  if (policy.allowPrivate) return null;
  const host = bareHost(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dnsLookupAll(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return WEBHOOK_TEXTS.urlUnresolvable;
    }
  }
  return addresses.every(isPublicAddress) ? null : WEBHOOK_TEXTS.urlPrivate;
}

/** Thrown by `guardedLookup` for a host that resolves to a non-public address. */
export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to a private, loopback or link-local address; not sent`);
    this.name = 'PrivateAddressError';
  }
}

/**
 * The DNS lookup the delivery's socket connects with: the address it is about to connect to is
 * the one checked, so there is no window between checking and connecting (DNS rebinding).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const addresses = found as unknown as LookupAddress[];
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => isPublicAddress(entry.address));
      if (allowed.length === 0 || allowed.length !== addresses.length) {
        return callback(new PrivateAddressError(hostname), '', 4);
      }
      if (options.all) return callback(null, allowed as unknown as string, 4);
      return callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
