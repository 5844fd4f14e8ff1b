import { z } from 'zod';

export const helpSectionKeys = ['about', 'terms', 'privacy', 'responsibleGaming', 'faq', 'contact'] as const;
export const helpSectionKeySchema = z.enum(helpSectionKeys);
export type HelpSectionKey = z.infer<typeof helpSectionKeySchema>;

export const helpQuerySchema = z.object({
  lang: z.string().max(8).optional(),
  device: z.enum(['WEB', 'MOBILE']).optional(),
});

export const helpSectionSchema = z.object({
  key: helpSectionKeySchema,
  title: z.string().max(120),
  /** Sanitised HTML (server side, sanitize-html); render with DOMPurify as a second guard. */
  contentHtml: z.string().max(100_000),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;

export const helpResponseSchema = z
  .object({
    /** The language the content is in: the requested one, or EN when it has none. */
    language: z.string(),
    sections: z.array(helpSectionSchema).max(helpSectionKeys.length),
  })
  .meta({ id: 'Help' });
export type HelpResponse = z.infer<typeof helpResponseSchema>;
