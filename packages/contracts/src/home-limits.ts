/** Limits of the home page's notices and jackpot ticker (spec §2, §9), zod-free for the home bundle. */

export const announcementTypes = ['marquee', 'announcement', 'popup'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/**
 * Who a popup is for (spec §4, §7 `execution`): A members, B anonymous visitors, F a member right after
 * their first login. Only popups have an audience; marquee notices and announcements are for everyone.
 */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];

/** Spec §2: the announcement and notice popups list 9 titles per page. */
export const announcementsPageSize = 9;
/** The marquee scrolls at most this many notices (first by order); the notice popup pages the rest. */
export const marqueeNoticeLimit = 20;

/** Spec §9: the jackpot ticker moves to the newest figure every 3 s. */
export const jackpotTickerMs = 3000;
/** At most this many vendor pools are reported (one per external vendor of the catalogue). */
export const maximumJackpotPools = 100;
