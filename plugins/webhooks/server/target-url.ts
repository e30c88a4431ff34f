/** How the site is reached: its configured URL, and the request the admin saves through. */
export interface SiteAddress {
  siteUrl: string;
  /** The request's Host header and scheme (how the admin reaches this server now). */
  requestHost?: string;
  requestProtocol?: string;
  /** The port this server accepted the request on (a loopback URL with it is the site itself). */
  localPort?: number;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/;

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
const place = (url: URL) => `${url.hostname.toLowerCase()}:${portOf(url)}`;

function parse(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/**
 * Whether a URL leads back into this site: its configured host and port, the host the request
 * came through, or a loopback address on the port this server listens on. A webhook there would
 * have the site call itself on every event.
 */
function pointsAtSite(url: URL, site: SiteAddress): boolean {
  const own = parse(site.siteUrl);
  if (own && place(own) === place(url)) return true;
  const through = site.requestHost && parse(`${site.requestProtocol ?? 'http'}://${site.requestHost}`);
  if (through && place(through) === place(url)) return true;
  return site.localPort !== undefined && LOOPBACK.test(url.hostname.toLowerCase()) && portOf(url) === site.localPort;
}

/**
 * Why a URL cannot receive webhooks, as a catalogue key; undefined when it can. Only http(s),
 * without credentials in it (fetch refuses them; a receiver wanting a key takes it in the path
 * or checks the signature), and never the site itself.
 */
export function refuseTarget(raw: string, site: SiteAddress): string | undefined {
  const url = parse(raw.trim());
  if (!url) return 'error.webhooks.url_invalid';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'error.webhooks.url_scheme';
  if (!url.hostname || url.username || url.password) return 'error.webhooks.url_invalid';
  if (pointsAtSite(url, site)) return 'error.webhooks.url_self';
  return undefined;
}

/** A chat webhook's URL is its key: answers show where it goes, not the key. */
export function maskedUrl(raw: string): string {
  const url = parse(raw);
  return url ? `${url.origin}/…` : '…';
}

/** Where a URL goes, for log lines and mail (never its path, which may carry a key). */
export function originOf(raw: string): string {
  return parse(raw)?.origin ?? '';
}
