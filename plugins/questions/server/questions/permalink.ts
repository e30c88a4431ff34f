/** Answer's permalink settings (site_seo.permalink): 1 id + title, 2 id, 3 short id + title, 4 short id. */
export type PermalinkMode = 1 | 2 | 3 | 4;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A readable URL part from a title: lower case, letters and digits of any script, dashes. */
export function urlTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
}

function base62(n: bigint): string {
  let out = '';
  let x = n;
  do {
    out += ALPHABET[Number(x % 62n)];
    x /= 62n;
  } while (x > 0n);
  return out; // least significant digit first, as Answer writes it
}

function unbase62(s: string): bigint | undefined {
  let n = 0n;
  for (let i = s.length - 1; i >= 0; i -= 1) {
    const d = ALPHABET.indexOf(s[i]!);
    if (d < 0) return undefined;
    n = n * 62n + BigInt(d);
  }
  return n;
}

/** `10010000000000001` → `D1D1` (Answer's uid.EnShortID: base62(x + 100) for type and counter). */
export function toShortId(id: string): string {
  if (!/^1\d{16}$/.test(id)) return id;
  return base62(BigInt(id.slice(1, 4)) + 100n) + base62(BigInt(id.slice(4)) + 100n);
}

/** Accepts both forms; anything that is not a short id comes back unchanged. */
export function fromShortId(id: string): string {
  if (/^\d+$/.test(id)) return id;
  const type = unbase62(id.slice(0, 2));
  const counter = unbase62(id.slice(2));
  if (type === undefined || counter === undefined || type < 100n || counter < 100n) return id;
  return `1${String(type - 100n).padStart(3, '0')}${String(counter - 100n).padStart(13, '0')}`;
}

/** How ids appear in responses under a permalink mode. */
export function idCodec(mode: number): (id: string) => string {
  return mode === 3 || mode === 4 ? (id) => (id === '0' || id === '' ? id : toShortId(id)) : (id) => id;
}
