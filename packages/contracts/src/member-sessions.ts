import { z } from 'zod';

/** The security centre's list of open sessions is never longer than this (the cap is at most 50). */
export const maximumListedSessions = 50;

export const deviceKinds = ['phone', 'tablet', 'desktop'] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** One open session of the signed-in member (issue 14 #10): one per browser, its tabs share it. */
export const memberSessionSchema = z
  .object({
    id: z.string().regex(/^\d{1,18}$/),
    /** Read from the browser's user agent at sign-in; null when it names none we know. */
    browser: z.string().nullable(),
    operatingSystem: z.string().nullable(),
    deviceKind: z.enum(deviceKinds).nullable(),
    /** The address the session signed in from. */
    ip: z.string(),
    startedAt: z.string(),
    lastSeenAt: z.string(),
    /** The session of the request itself: this browser. */
    current: z.boolean(),
  })
  .meta({ id: 'MemberSession' });
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionListSchema = z
  .object({
    /** Newest activity first; the current session is among them. */
    sessions: z.array(memberSessionSchema).max(maximumListedSessions),
    /** How many may be open at once: a sign-in beyond it ends the oldest. */
    maxOpenSessions: z.number().int().min(1),
  })
  .meta({ id: 'MemberSessionList' });
export type MemberSessionList = z.infer<typeof memberSessionListSchema>;

export const memberSessionParamsSchema = z.object({ sessionId: z.string().regex(/^\d{1,18}$/) });

/** "Sign out everywhere": `keepCurrent=true` keeps this browser signed in; the choice is always explicit. */
export const memberSessionsEndQuerySchema = z.object({ keepCurrent: z.enum(['true', 'false']) });

export const memberSessionsEndedSchema = z
  .object({
    ended: z.number().int().min(0),
    /** The request's own session was among them: the site forgets its token. */
    currentEnded: z.boolean(),
  })
  .meta({ id: 'MemberSessionsEnded' });
export type MemberSessionsEnded = z.infer<typeof memberSessionsEndedSchema>;
