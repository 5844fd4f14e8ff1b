import sanitizeHtml from 'sanitize-html';

/** Help pages are prose: headings, lists, links, emphasis. Nothing that runs. */
export const helpHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'br',
    'details',
    'summary',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], '*': ['id'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
};

/**
 * Announcements and notices: the help policy plus what operators put in a notice (bold, underline, a
 * quote, a rule, an https image). No ids (they could collide with the page's own), no styles, no
 * scripts or handlers; a link that opens a new tab cannot reach back into the site (noopener).
 */
export const announcementHtmlPolicy: sanitizeHtml.IOptions = {
  ...helpHtmlPolicy,
  allowedTags: [
    ...(helpHtmlPolicy.allowedTags as string[]),
    'b',
    'i',
    'u',
    's',
    'span',
    'blockquote',
    'hr',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemesByTag: { img: ['https'] },
  transformTags: {
    // An image staff left without a text is decorative to a screen reader (alt=""), not a bare file name.
    img: (tagName, attributes) => ({ tagName, attribs: { ...attributes, alt: attributes.alt ?? '' } }),
    a: (tagName, attributes) => {
      const opensNewTab = attributes.target === '_blank';
      const { target: _target, rel: _rel, ...rest } = attributes;
      return {
        tagName,
        attribs: opensNewTab ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeHelpHtml(html: string): string {
  return sanitizeHtml(html, helpHtmlPolicy);
}

export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, announcementHtmlPolicy).trim();
}
