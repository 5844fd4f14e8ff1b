/** Catalogue limits and filters of spec §9, zod-free so the player site's home bundle can import them. */

/** Game pages of 20. */
export const gamesPageSize = 20;
/** Favourites are read in one page of 999. */
export const favouritesPageSize = 999;
/** A member keeps at most this many favourites, so one favourites page always holds them all. */
export const maximumFavourites = favouritesPageSize;
/** Recently played: the last 20. */
export const recentGamesLimit = 20;
/** Winner board: 20 entries; the home page's biggest-wins board scrolls the first 9. */
export const winnerBoardLimit = 20;
export const biggestWinsShown = 9;
/** The hot games carousel holds at most this many games. */
export const hotGamesLimit = 36;

/** Game filters NEW, FAV, ALL, HOT, RECENT; FAV and RECENT need a logged-in member. */
export const gameFilters = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type GameFilter = (typeof gameFilters)[number];
