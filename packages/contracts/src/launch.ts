import { z } from 'zod';
import { gameSchema, nodeIdSchema } from './catalogue.js';

/** Where the game asked to open: the site's /seamless page (an iframe) or a window of its own. */
export const launchDevices = ['desktop', 'mobile'] as const;

export const gameLaunchRequestSchema = z.object({
  nodeId: nodeIdSchema,
  language: z
    .string()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
    .default('EN'),
  device: z.enum(launchDevices).default('desktop'),
});
export type GameLaunchRequest = z.input<typeof gameLaunchRequestSchema>;

/**
 * spec §7 gameLaunch. `launched`: the vendor's URL (on one of the launch CDNs when the brand has them);
 * `demo` is true for a guest's free trial (supportPlay 0: no money, no session). `maintenance`: the game
 * or its vendor is under maintenance (spec §8), with other games to suggest instead.
 */
export const gameLaunchResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('launched'),
    url: z.string().max(2000),
    launchMode: z.enum(['seamless', 'new_window']),
    demo: z.boolean(),
    vendorCode: z.string(),
    gameName: z.string(),
  }),
  z.object({
    status: z.literal('maintenance'),
    suggestions: z.array(gameSchema).max(12),
  }),
]);
export type GameLaunchResponse = z.infer<typeof gameLaunchResponseSchema>;
