import type { RoundVerification } from '@gaming/contracts/inhouse';
import { fairMessage, NeedMoreBytes, winOf } from '@gaming/contracts/inhouse-bytes';
import {
  drawOutcome,
  type InhouseMoves,
  type InhouseOutcome,
  type InhousePlay,
  movesOf,
  sameOutcome,
} from '@gaming/contracts/inhouse-games';
import { cappedWin } from '@gaming/contracts/inhouse-limits';

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text, hex (Web Crypto). */
export async function sha256Hex(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  return hex(await subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256(server seed, `${clientSeed}:${nonce}:${round}`) for rounds 0..count-1 (Web Crypto). */
export async function outcomeRounds(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<Uint8Array[]> {
  const key = await subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return Promise.all(
    Array.from(
      { length: count },
      async (_, round) =>
        new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(fairMessage(clientSeed, nonce, round)))),
    ),
  );
}

/** Re-draws a play in the browser: computes HMAC rounds until the game has every byte it asks for. */
export async function redraw(
  play: InhousePlay,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  subtle: SubtleCrypto = crypto.subtle,
  moves: InhouseMoves = {},
) {
  let count = 4;
  for (;;) {
    const rounds = await outcomeRounds(serverSeed, clientSeed, nonce, count, subtle);
    try {
      return drawOutcome(
        play,
        (round) => {
          const bytes = rounds[round];
          if (!bytes) throw new NeedMoreBytes(round);
          return bytes;
        },
        moves,
      );
    } catch (error) {
      if (!(error instanceof NeedMoreBytes) || count >= 1024) throw error;
      count = Math.max(count * 2, error.round + 1);
    }
  }
}

export type VerificationResult =
  | { state: 'unrevealed' }
  | { state: 'pending' }
  | {
      state: 'verified' | 'mismatch';
      /** SHA-256 of the revealed seed, as the browser computed it. */
      computedHash: string;
      hashMatches: boolean;
      outcomeMatches: boolean;
      winMatches: boolean;
      computedWinMinor: string;
      recomputed: InhouseOutcome;
    };

/** The checks a player can make alone: the seed's hash, the re-drawn outcome and the win it pays. */
export async function verifyRound(
  data: RoundVerification,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<VerificationResult> {
  const { round, serverSeed } = data;
  if (round.nonce === null || round.clientSeed === null || round.outcome === null)
    return { state: 'pending' };
  if (serverSeed === null) return { state: 'unrevealed' };
  const computedHash = await sha256Hex(serverSeed, subtle);
  const play = { game: round.game, params: round.params } as InhousePlay;
  // A live round replays the player's recorded moves (the cash-out, the tiles) on the re-drawn layout.
  const drawn = await redraw(play, serverSeed, round.clientSeed, round.nonce, subtle, movesOf(round.outcome));
  // A win is capped at the maximum recorded with the round when it was accepted (the game's limits).
  const maxWinMinor = round.maxWinMinor === null ? null : BigInt(round.maxWinMinor);
  const computedWinMinor = cappedWin(winOf(BigInt(round.stakeMinor), drawn.payout), maxWinMinor).toString();
  const hashMatches = computedHash === round.serverSeedHash;
  const outcomeMatches = sameOutcome(drawn.outcome, round.outcome);
  const winMatches = computedWinMinor === round.winMinor;
  const { payout: _payout, ...recomputed } = drawn;
  return {
    state: hashMatches && outcomeMatches && winMatches ? 'verified' : 'mismatch',
    computedHash,
    hashMatches,
    outcomeMatches,
    winMatches,
    computedWinMinor,
    recomputed: recomputed as InhouseOutcome,
  };
}
