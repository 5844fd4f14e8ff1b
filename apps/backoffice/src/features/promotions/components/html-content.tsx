import DOMPurify from 'dompurify';

/**
 * Promotion HTML as the player site shows it: the server's sanitised HTML (its allow-list), passed
 * through DOMPurify once more before it reaches the DOM, as the site does.
 */
export function HtmlContent({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="promotion-content flex flex-col gap-2 break-words [&_a]:text-accent-text [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-5 [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-1 [&_th]:border [&_th]:border-border [&_th]:p-1 [&_ul]:list-disc [&_ul]:ps-5"
      // Sanitised on the server; DOMPurify is the second guard before it reaches the DOM.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice, as the player site does
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
