import DOMPurify from 'dompurify';

/**
 * A message body as members see it: the server's sanitised HTML, through DOMPurify once more before it
 * reaches the DOM, as the player site does.
 */
export function HtmlPreview({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col gap-2 break-words rounded-md border border-border bg-surface-2 p-3 [&_a]:text-accent-text [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server and again here
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
