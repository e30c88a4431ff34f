import type { Request, Response } from 'express';
import { keptPageEncoding, type Encoding } from './compression.ts';
import type { ApiRead, HandedRead } from './server-render.ts';
import { SplicedGzip } from './spliced-gzip.ts';

/** A visitor's page as it was sent, kept briefly (the visitor cache) for the next visitors. */
export interface KeptPage {
  status: number;
  location?: string;
  /** The nonce the HTML was drawn with; each response puts its own in its place. */
  nonce: string;
  html: string;
  /** The render's API reads whose routes do something when served (the question page's view). */
  replay: ApiRead[];
  /** The shell went out instead of the render (every slot busy, or past the deadline). */
  cut?: boolean;
  /** The interface language the app was drawn in (absent for a shell, which the browser draws). */
  language?: string;
  /** The reads whose answers the drawn page hands over, which a member sent it is given as made for them. */
  reads?: HandedRead[];
}

/**
 * A kept page as the visitor cache holds it (a string): its facts as a JSON line, then the HTML
 * as it is, so reading it back parses a few hundred bytes, not the page escaped inside JSON.
 */
export const keptText = ({ html, ...facts }: KeptPage): string => `${JSON.stringify(facts)}\n${html}`;

/**
 * A kept page ready to send again: its HTML as UTF-8 pieces around each place its nonce was,
 * and, for a page that hands reads over, one more place just before `</body>` (`ownPlace`) where a
 * member's own part goes (nothing for a visitor).
 */
export interface ReadyPage extends Omit<KeptPage, 'html'> {
  pieces: Buffer[];
  /** The last place between pieces is the member's part's, not the nonce's. */
  ownPlace: boolean;
  /** The bytes of the page as it is. */
  size: number;
  /** The pieces gzipped, made for the first visitor who accepts gzip. */
  gzip?: SplicedGzip;
}

const NOTHING = Buffer.alloc(0);

/** Kept pages made ready for sending; a few, as the busiest pages are a few. */
const READY_PAGES = 32;

/** A page made ready, and the visitor cache's text it was made from. */
interface Ready {
  text: string;
  page: ReadyPage;
}

/**
 * Sends kept pages to later visitors, each under its own nonce. A kept page is read and
 * encoded once, not per visit: the HTML (~90 KB for a question page) stays as UTF-8 buffers
 * between the nonce's places, and a visit joins them with its nonce in between and sends the
 * bytes with their length and no ETag (every response's nonce differs, so none could match).
 * A client that accepts gzip (every browser) gets the pieces as compressed once, joined with its
 * nonce as a stored block (spliced-gzip.ts); one that accepts brotli alone gets the page joined
 * and compressed through `res.send` as every answer is.
 */
export class KeptPages {
  /**
   * By the visitor cache's key: one page per address, its latest drawing, so a page drawn again
   * (every ten seconds while visited) replaces the one before instead of holding it. Keyed by the
   * text itself, each drawing and each shell sent for want of a render slot (a fresh nonce, so a
   * fresh text every time) stayed until 32 later ones pushed it out: under the bench ~30 of them,
   * the text (98–260 KB) with its UTF-8 pieces, ~7 MB of live heap the visitor cache no longer
   * held (docs/perf.md, 2026-11-29 14:03 UTC).
   */
  private readonly ready = new Map<string, Ready>();

  /** `text` as the visitor cache holds it under `key`, ready to send. A shell (`cut`: never kept) is not held. */
  read(key: string, text: string): ReadyPage {
    const held = this.ready.get(key);
    if (held?.text === text) return held.page;
    const end = text.indexOf('\n');
    const facts = JSON.parse(text.slice(0, end)) as Omit<KeptPage, 'html'>;
    const html = text.slice(end + 1);
    const texts = facts.nonce ? html.split(facts.nonce) : [html];
    const last = texts.at(-1)!;
    const bodyEnd = facts.reads?.length ? last.lastIndexOf('</body>') : -1;
    if (bodyEnd >= 0) texts.splice(-1, 1, last.slice(0, bodyEnd), last.slice(bodyEnd));
    const pieces = texts.map((piece) => Buffer.from(piece));
    const page = { ...facts, pieces, ownPlace: bodyEnd >= 0, size: pieces.reduce((n, p) => n + p.length, 0) };
    if (facts.cut) return page;
    this.ready.delete(key);
    if (this.ready.size >= READY_PAGES) this.ready.delete(this.ready.keys().next().value!);
    this.ready.set(key, { text, page });
    return page;
  }

  /** How many pages are held ready. */
  get size(): number {
    return this.ready.size;
  }

  /** The encoding a kept page is sent in: a HEAD says the length of the page as it is (and leaves the body out by itself). */
  static encoding(req: Request): Encoding | undefined {
    return req.method === 'HEAD' ? undefined : keptPageEncoding(req.get('accept-encoding'));
  }

  /** Sends the page under `nonce`, with a member's `own` part in its place for it. */
  send(res: Response, page: ReadyPage, nonce: string, encoding: Encoding | undefined, own?: Buffer): void {
    if (page.location) return res.redirect(page.status, page.location);
    res.status(page.status).type('html');
    res.vary('Accept-Encoding');
    if (encoding === 'br') return void res.send(this.body(page, nonce, undefined, own));
    if (encoding === 'gzip') res.setHeader('Content-Encoding', 'gzip');
    const body = this.body(page, nonce, encoding, own);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  /**
   * The page's bytes with `nonce` in its places and `own` (a member's part; nothing for a visitor)
   * in the place kept for it, as they are or gzipped (brotli is compressed per response).
   */
  body(page: ReadyPage, nonce: string, encoding?: 'gzip', own: Buffer = NOTHING): Buffer {
    const filler = Buffer.from(nonce);
    const last = page.pieces.length - 1;
    if (encoding === 'gzip') return (page.gzip ??= new SplicedGzip(page.pieces)).join(filler, page.ownPlace ? own : undefined);
    return Buffer.concat(page.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [i === last && page.ownPlace ? own : filler, piece])));
  }
}
