import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fairMessage, type RoundBytes } from '@gaming/contracts/inhouse-bytes';

/**
 * The server side of the provably fair derivation: HMAC-SHA256 keyed with the server seed (its hex text
 * as UTF-8) over `${clientSeed}:${nonce}:${round}`. The browser repeats it with Web Crypto.
 */
export function outcomeBytes(serverSeed: string, clientSeed: string, nonce: number, round: number): Buffer {
  return createHmac('sha256', serverSeed)
    .update(fairMessage(clientSeed, nonce, round))
    .digest();
}

/** The bytes of every round a game asks for, each computed once. */
export function roundBytesOf(serverSeed: string, clientSeed: string, nonce: number): RoundBytes {
  const rounds: Buffer[] = [];
  return (round) => {
    let bytes = rounds[round];
    if (!bytes) {
      bytes = outcomeBytes(serverSeed, clientSeed, nonce, round);
      rounds[round] = bytes;
    }
    return bytes;
  };
}

/** The commitment shown before play: SHA-256 of the server seed's text, hex. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed until the player picks one. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
