import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * CRC-32 arithmetic from zlib's crc32.c (multmodp, x2nmodp): the CRC of A followed by B is
 * `multmodp(x2nmodp(length of B, 3), crc(A)) ^ crc(B)`, so a response's CRC is combined from its
 * pieces' CRCs, computed once, and the CRC of its nonce instead of running over the whole page.
 */
const POLY = 0xedb88320;

/** a(x) · b(x) modulo the CRC polynomial, bits reflected as zlib keeps them. */
function multmodp(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial. */
const X2N: number[] = [1 << 30];
for (let k = 1; k < 32; k += 1) X2N.push(multmodp(X2N[k - 1]!, X2N[k - 1]!));

/** x^(n · 2^k) modulo the polynomial: k = 3 turns a length in bytes into the shift of a CRC past them. */
function x2nmodp(n: number, k: number): number {
  let p = (1 << 31) >>> 0;
  for (; n; n >>>= 1, k += 1) if (n & 1) p = multmodp(X2N[k & 31]!, p);
  return p;
}

/** A piece of the text deflated on its own: raw deflate blocks ending byte-aligned, none final. */
interface Piece {
  deflated: Buffer;
  crc: number;
  /** x^(8 · its length): the CRC of what came before, moved past this piece. */
  shift: number;
  length: number;
}

/** `text` deflated alone at `level`, ending byte-aligned in a full flush: a piece that joins any other. */
function deflated(text: Buffer, level: number): Piece {
  return {
    deflated: text.length ? deflateRawSync(text, { level, finishFlush: constants.Z_FULL_FLUSH }) : Buffer.alloc(0),
    crc: crc32(text),
    shift: x2nmodp(text.length, 3),
    length: text.length,
  };
}

/** gzip's member header: deflate, no name, no time, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty stored block marked final: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * A text with holes, compressed once and sent gzip-encoded any number of times with a different
 * short filler in the holes (a kept page and each response's CSP nonce), and optionally a longer
 * text of the response's own in the last (a member's part of the page), deflated for it alone. Each piece between the
 * holes is deflated alone ending in a full flush (byte-aligned, no final block, nothing referring
 * back past its start); a response is the gzip header, the pieces with each filler between them
 * as a stored (uncompressed) block, a final empty block and the trailer (CRC-32 combined from
 * the pieces', the length). Joining costs a copy of the compressed bytes, not a compression.
 */
export class SplicedGzip {
  private readonly pieces: Piece[];

  constructor(pieces: readonly Buffer[]) {
    this.pieces = pieces.map((piece) => deflated(piece, 6));
  }

  /**
   * The gzip member of the pieces with `filler` (at most 65,535 bytes) between each two; `last`,
   * when given, stands in the last hole instead, deflated for this response alone (a member's
   * own data, of any length).
   */
  join(filler: Buffer, last?: Buffer): Buffer {
    const holes = this.pieces.length - 1;
    const tail = last && holes > 0 ? deflated(last, 1) : undefined;
    const stored = 5 + filler.length;
    const size = GZIP_HEADER.length + this.pieces.reduce((n, p) => n + p.deflated.length, 0) + (tail ? (holes - 1) * stored + tail.deflated.length : holes * stored) + FINAL_BLOCK.length + 8;
    const out = Buffer.allocUnsafe(size);
    let at = GZIP_HEADER.copy(out, 0);
    const fillerCrc = crc32(filler);
    const fillerShift = x2nmodp(filler.length, 3);
    let crc = 0;
    let length = 0;
    this.pieces.forEach((piece, i) => {
      if (i === holes && tail) {
        at += tail.deflated.copy(out, at);
        crc = (multmodp(tail.shift, crc) ^ tail.crc) >>> 0;
        length += tail.length;
      } else if (i > 0) {
        // a stored block: header bits 000 padded to the byte (the piece before ended aligned), LEN, NLEN
        out[at] = 0;
        out.writeUInt16LE(filler.length, at + 1);
        out.writeUInt16LE(~filler.length & 0xffff, at + 3);
        at += 5 + filler.copy(out, at + 5);
        crc = (multmodp(fillerShift, crc) ^ fillerCrc) >>> 0;
        length += filler.length;
      }
      at += piece.deflated.copy(out, at);
      crc = (multmodp(piece.shift, crc) ^ piece.crc) >>> 0;
      length += piece.length;
    });
    at += FINAL_BLOCK.copy(out, at);
    out.writeUInt32LE(crc, at);
    out.writeUInt32LE(length % 2 ** 32, at + 4);
    return out;
  }
}
