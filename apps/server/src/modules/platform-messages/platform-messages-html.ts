import { platformMessageLimits } from '@gaming/contracts/platform-messages';
import sanitizeHtml from 'sanitize-html';
import { sanitizeAnnouncementHtml } from '../content/content-html.js';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/** A tag staff's editor writes, or one that must be stripped; anything else with '<' is plain text. */
const htmlTagPattern =
  /<\/?(p|br|b|i|u|s|a|img|h[1-6]|ul|ol|li|strong|em|span|div|blockquote|hr|table|thead|tbody|tr|th|td|details|summary|script|style|iframe|object|embed|svg|math|form|input|button|link|meta|base)\b|<!--/i;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A message body as members see it: staff's HTML through the announcement policy (no scripts, handlers,
 * styles or javascript: links; https images). Plain text (no HTML tag; a '<' of its own is text) keeps its
 * line breaks.
 */
export function messageBodyHtml(input: string): string {
  const looksLikeHtml = htmlTagPattern.test(input);
  const html = looksLikeHtml
    ? input
    : escapeText(input)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .join('<br>');
  return sanitizeAnnouncementHtml(html);
}

/** The list's preview: the body's text without tags, spaces collapsed, cut to previewLength characters. */
export function messagePreview(bodyHtml: string): string {
  const text = sanitizeHtml(bodyHtml.replace(/<br\s*\/?>|<\/(p|li|h\d|div|tr)>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...text];
  if (characters.length <= platformMessageLimits.previewLength) return text;
  return `${characters.slice(0, platformMessageLimits.previewLength - 1).join('')}…`;
}
