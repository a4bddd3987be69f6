import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, acceptsGzip, ownBytes } from './compression';

/**
 * A piece of an answer kept between requests, with its deflated form made once (ADR 059). Deflated
 * alone and flushed to a byte boundary without ending the stream, pieces can follow one another in
 * one deflate stream: each refers back only inside itself, so a reader decodes them as it would
 * any stream. An answer made of kept pieces is gzipped by splicing them, not by compressing it again.
 */
let pieceSerial = 0;

export class GzipPiece {
  private kept: { deflated: Buffer; length: number; crc: number; shift: number } | null = null;
  /** Names this piece (its text never changes) in the key of an answer made of it. */
  readonly serial = ++pieceSerial;
  private encoded: Buffer | null = null;
  constructor(readonly text: string) {}

  /**
   * Its UTF-8 bytes, made the first time it is part of a large answer sent plain (a client that
   * takes no gzip): a page of kept pieces is then copied together, not joined as text and encoded
   * again on every answer. Memory of its own, not a slice of Node's shared buffer pool, which a
   * kept slice would hold whole.
   */
  bytes(): Buffer {
    if (this.encoded === null) {
      this.encoded = Buffer.allocUnsafeSlow(Buffer.byteLength(this.text, 'utf8'));
      this.encoded.write(this.text, 'utf8');
    }
    return this.encoded;
  }

  /** Made the first time an answer is gzipped: a piece only ever sent plain never pays for it. */
  compressed() {
    if (this.kept === null) {
      const bytes = this.encoded ?? Buffer.from(this.text, 'utf8');
      // Level 9: paid once per piece, and a piece is small, so it gains what it can on its own.
      const deflated = ownBytes(deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
      // Node's crc32 answers 0, not the running value, for an empty buffer without backing memory.
      const crc = bytes.length > 0 ? crc32(bytes) : 0;
      this.kept = { deflated, length: bytes.length, crc, shift: crc32Shift(bytes.length) };
    }
    return this.kept;
  }
}

/**
 * CRC-32 of joined texts from the CRC of each (zlib's crc32_combine): a piece keeps its CRC and the
 * operator that shifts a CRC past its length, so an answer's CRC costs a few multiplications per
 * piece instead of reading every byte of every piece again.
 */
const CRC_POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC polynomial, both in the reflected bit order CRC-32 uses. */
function multiplyModP(a: number, b: number): number {
  let m = 0x8000_0000;
  let product = 0;
  let multiplicand = b;
  for (;;) {
    if (a & m) {
      product ^= multiplicand;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    multiplicand = multiplicand & 1 ? (multiplicand >>> 1) ^ CRC_POLYNOMIAL : multiplicand >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X_2N = (() => {
  const table = [0x4000_0000];
  for (let n = 1; n < 32; n++) table.push(multiplyModP(table[n - 1] as number, table[n - 1] as number));
  return table;
})();

/** x^(8·length) modulo the polynomial: multiplying a CRC by it shifts it past `length` bytes. */
function crc32Shift(length: number): number {
  let power = 0x8000_0000;
  let n = 3;
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2), n++) {
    if (rest % 2 === 1) power = multiplyModP(X_2N[n % 32] as number, power);
  }
  return power;
}

/** gzip's member header (RFC 1952): deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block (fixed Huffman codes): it ends the deflate stream. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/** One gzip member holding the pieces' text in order, made from their kept deflated forms. */
export function splicedGzip(pieces: readonly GzipPiece[]): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    const kept = piece.compressed();
    parts.push(kept.deflated);
    crc = (multiplyModP(kept.shift, crc) ^ kept.crc) >>> 0;
    length += kept.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length % 0x1_0000_0000, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** Answers remembered, the oldest forgotten first: a few hundred pages of 2–3 KB gzipped. */
export const REPEATED_ANSWERS_KEPT = 512;

/**
 * Answers asked for again, gzipped whole. Pieces compressed alone cannot refer to one another, so a
 * spliced page is about three times a page gzipped whole (8.5 KB against 2.5 KB for 21 products);
 * an answer made of the very same pieces a second time (the same page of the same snapshots: a
 * popular producer, a one-letter term typed in every store) is compressed whole once and sent as
 * it is from then on. Keyed by its pieces, it can never be stale: a changed product is a new piece.
 * The first time, only its key is remembered, so a page asked for once costs no compression.
 */
const repeated = new Map<string, Buffer | null>();

/**
 * A large answer sent plain (a client that takes no gzip), kept whole once asked for again, as a
 * gzipped one is: a page of 21 products is 35 KB, and copying it together on every answer was as
 * much fresh memory per second as the whole young generation. Fewer are kept: each is ten times
 * the size of a gzipped one.
 */
export const REPEATED_PLAIN_ANSWERS_KEPT = 64;
const repeatedPlain = new Map<string, Buffer | null>();

/** The answer kept in `answers` for these pieces, made by `whole` on its second asking; `once` the first time. */
function repeatedAnswer(
  answers: Map<string, Buffer | null>,
  kept: number,
  pieces: readonly GzipPiece[],
  whole: () => Buffer,
  once: () => Buffer,
): Buffer {
  const key = pieces.map((piece) => piece.serial).join(',');
  const known = answers.get(key);
  if (known) return known;
  if (known === null) {
    const made = whole();
    answers.set(key, made);
    return made;
  }
  answers.set(key, null);
  // Oldest first out; a hit does not move its entry, so hits never rebuild the map's table.
  if (answers.size > kept) answers.delete(answers.keys().next().value as string);
  return once();
}

const gzipAnswer = (pieces: readonly GzipPiece[]) =>
  repeatedAnswer(
    repeated,
    REPEATED_ANSWERS_KEPT,
    pieces,
    () => ownBytes(gzipSync(pieces.map((piece) => piece.text).join(''))),
    () => splicedGzip(pieces),
  );

const plainAnswer = (pieces: readonly GzipPiece[]) => {
  const joined = () => Buffer.concat(pieces.map((piece) => piece.bytes()));
  return repeatedAnswer(repeatedPlain, REPEATED_PLAIN_ANSWERS_KEPT, pieces, () => ownBytes(joined()), joined);
};

/**
 * A JSON answer written as a sequence of kept pieces: sent as their text, or, when the client takes
 * gzip and it is worth compressing, as the spliced gzip of their deflated forms, or as the whole
 * answer gzipped once it is asked for again (the compression plugin leaves an answer that already
 * has a content encoding).
 */
export function sendPieces(request: FastifyRequest, reply: FastifyReply, pieces: readonly GzipPiece[]) {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  let length = 0;
  for (const piece of pieces) length += piece.text.length;
  if (length >= COMPRESS_THRESHOLD_BYTES) {
    if (acceptsGzip(request.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'gzip').send(gzipAnswer(pieces));
    }
    return reply.send(plainAnswer(pieces));
  }
  // A small answer (one product, a short page) is joined as text: cheap, and nothing is kept for it.
  return reply.send(pieces.length === 1 ? (pieces[0] as GzipPiece).text : pieces.map((piece) => piece.text).join(''));
}
