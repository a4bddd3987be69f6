import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Uint32Source } from '#shared/raffle/draw';

/** 256 bits from the operating system's CSPRNG: the whole of a draw's chance. */
export const newSeed = () => randomBytes(32).toString('hex');

/**
 * A deterministic stream of 32-bit integers from a seed: HMAC-SHA256(seed, block counter), eight
 * integers per block. Unpredictable without the seed, so a draw is as fair as the seed is random,
 * and replaying a recorded seed replays the draw (ADR 045).
 */
export function seededStream(seedHex: string): Uint32Source {
  const key = Buffer.from(seedHex, 'hex');
  let counter = 0n;
  let block = Buffer.alloc(0);
  return () => {
    if (block.length < 4) {
      const message = Buffer.alloc(8);
      message.writeBigUInt64BE(counter);
      counter += 1n;
      block = createHmac('sha256', key).update(message).digest();
    }
    const value = block.readUInt32BE(0);
    block = block.subarray(4);
    return value;
  };
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
