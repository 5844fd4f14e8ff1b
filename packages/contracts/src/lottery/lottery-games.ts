import { z } from 'zod';
import { fastBetTypes, lotteryGameCodes, sea4dBetTypes, vnBetTypes } from './lottery-game-data.js';

/**
 * The in-house lottery's games (lottery-game-data.ts: games, prize tiers, bet types, odds) with their
 * schemas. The data lives in a module without zod so that the web app's first screens can read it
 * without the validation library; server, back office and the lottery pages import this one.
 */
export * from './lottery-game-data.js';

export const lotteryGameCodeSchema = z.enum(lotteryGameCodes);
export const lotteryBetTypeSchema = z.enum([...vnBetTypes, ...fastBetTypes, ...sea4dBetTypes]);
