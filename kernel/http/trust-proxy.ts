import { BlockList, isIP } from 'node:net';

/** The names Express accepts for address ranges, so config.yaml reads the same as its docs. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type TrustProxySetting = string | string[] | boolean | undefined;

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is checked as `10.0.0.1`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Compiles config.yaml's `trust_proxy` into Express's `trust proxy` function: a hop is trusted
 * (and its `X-Forwarded-For` believed) only when its address is in a listed range. Only the
 * operator's own proxies may name the client, or any caller could pick the address its
 * limits are counted under.
 */
export function trustProxy(setting: TrustProxySetting): (address: string) => boolean {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  const entries = (Array.isArray(setting) ? setting : (setting ?? 'loopback').split(',')).map((s) => s.trim()).filter(Boolean);
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`trust_proxy: "${entry}" is not an address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(', ')}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return (address) => {
    const a = plain(address);
    const family = isIP(a);
    return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** `trustProxy` over a setting read at each request (config.yaml is read after the app is built), compiled once per value. */
export function liveTrustProxy(read: () => TrustProxySetting): (address: string) => boolean {
  let compiledFor: string | undefined;
  let compiled: (address: string) => boolean = () => false;
  return (address) => {
    const key = JSON.stringify(read() ?? null);
    if (key !== compiledFor) {
      compiled = trustProxy(read());
      compiledFor = key;
    }
    return compiled(address);
  };
}
