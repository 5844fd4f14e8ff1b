import type { DeviceKind } from '@gaming/contracts/member-sessions';

export type DeviceDescription = {
  browser: string | null;
  operatingSystem: string | null;
  deviceKind: DeviceKind | null;
};

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const operatingSystems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b.*\bOS (\d+)/, 'iOS'],
  [/\bAndroid (\d+)/, 'Android'],
  [/\bWindows NT\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null {
  for (const [pattern, name] of table) {
    const match = pattern.exec(userAgent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return null;
}

function kindOf(userAgent: string): DeviceKind | null {
  if (
    /\biPad\b|\bTablet\b/.test(userAgent) ||
    (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent))
  )
    return 'tablet';
  if (/\bMobi(?:le)?\b|\biPhone\b|\biPod\b/.test(userAgent)) return 'phone';
  if (/\b(?:Windows NT|Macintosh|X11|CrOS)\b/.test(userAgent)) return 'desktop';
  return null;
}

/**
 * What the security centre says about a session's device: browser and major version, operating system
 * and kind, read from the user agent kept at sign-in. A member recognises their own devices by this, so
 * it names only what is common; anything else stays null (the page then says "unknown browser").
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, operatingSystem: null, deviceKind: null };
  const text = userAgent.slice(0, 300);
  return {
    browser: firstMatch(text, browsers),
    operatingSystem: firstMatch(text, operatingSystems),
    deviceKind: kindOf(text),
  };
}
