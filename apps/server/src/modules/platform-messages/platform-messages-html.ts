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

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A message body as members see it: staff's HTML through the announcement policy (no scripts, handlers,
 * styles or javascript: links; https images). Plain text (no tag at all) keeps its line breaks.
 */
export function messageBodyHtml(input: string): string {
  const looksLikeHtml = /<[a-z!/]/i.test(input);
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
