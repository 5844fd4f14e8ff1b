/**
 * The avatars a member can choose (icons 1 to 12): simple drawn glyphs in token colours, so they need
 * no image files and look right in both themes.
 */
export const avatarIconIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const glyphs: Record<number, string> = {
  1: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  2: 'M19 14.5A7.5 7.5 0 0 1 9.5 5a7.5 7.5 0 1 0 9.5 9.5z',
  3: 'M12 3 20 12 12 21 4 12z',
  4: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  5: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  6: 'M13 2 5 13h6l-1 9 8-11h-6z',
  7: 'M5 19C5 10 11 4 20 4c0 9-6 15-15 15zM5 19l8-8',
  8: 'M12 3a4 4 0 0 1 3.6 5.7A4 4 0 1 1 13 15l1 5h-4l1-5a4 4 0 1 1-2.6-6.3A4 4 0 0 1 12 3z',
  9: 'M12 3c4 4 8 7 8 11a4 4 0 0 1-7 2.5l1 3.5h-4l1-3.5A4 4 0 0 1 4 14c0-4 4-7 8-11z',
  10: 'M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3-1-6 1-9z',
  11: 'M12 3c3 2 5 6 5 10l-2 3H9l-2-3c0-4 2-8 5-10zM9 16l-2 4 3-1M15 16l2 4-3-1M12 9h.01',
  12: 'M4 18 9 8l4 6 2-3 5 7z',
};

const tones = ['text-accent-text', 'text-success', 'text-focus', 'text-danger'] as const;

export function MemberAvatar({
  iconId,
  className = 'size-9',
  label,
}: {
  iconId: number;
  className?: string;
  /** When set the avatar is an image with this name; otherwise it is decorative. */
  label?: string;
}) {
  const id = glyphs[iconId] ? iconId : 1;
  const tone = tones[(id - 1) % tones.length];
  const classes = `grid shrink-0 place-items-center rounded-full border border-border bg-surface-3 ${tone} ${className}`;
  const drawing = (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-3/5"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={1}
    >
      <path d={glyphs[id]} strokeLinejoin="round" />
    </svg>
  );
  if (label) {
    return (
      <span role="img" aria-label={label} data-icon-id={id} className={classes}>
        {drawing}
      </span>
    );
  }
  return (
    <span aria-hidden="true" data-icon-id={id} className={classes}>
      {drawing}
    </span>
  );
}
