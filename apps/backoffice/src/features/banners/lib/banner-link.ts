/** Where a click on a banner goes: nowhere, a path of the player site, or another site. */
export const bannerLinkTypes = ['none', 'route', 'external'] as const;
export type BannerLinkType = (typeof bannerLinkTypes)[number];

/** The longest link target the server keeps. */
export const bannerLinkTargetLength = 500;

export type BannerLinkProblem = 'required' | 'tooLong' | 'route' | 'external';

/**
 * A banner's link target as the server takes it (null for no link), or the reason it cannot be one:
 * a route is a path of the player site ("/promotions", "/games/slot?vendor=PG#top"), never another host
 * ("//evil.example") or a script; an external link is a full https address.
 */
export function readBannerLink(
  type: BannerLinkType,
  text: string,
): { target: string | null; problem: BannerLinkProblem | null } {
  if (type === 'none') return { target: null, problem: null };
  const target = text.trim();
  if (!target) return { target: null, problem: 'required' };
  if (target.length > bannerLinkTargetLength) return { target: null, problem: 'tooLong' };
  if (type === 'route')
    return routePattern.test(target) ? { target, problem: null } : { target: null, problem: 'route' };
  return isHttpsAddress(target) ? { target, problem: null } : { target: null, problem: 'external' };
}

/** One slash, then path characters (no second slash at once, no backslash, no spaces, no control characters). */
const routePattern = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

function isHttpsAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
