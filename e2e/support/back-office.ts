import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { openPage, phoneViewport } from './browser.js';

const desktop = { width: 1280, height: 800 };

/**
 * A back-office page already signed in with a staff token (from `staffApiToken`), in EN or NE, on a
 * desktop or a phone, opened at `/admin<address>` once the layout shows. Every request comes from `from`.
 */
export async function staffTokenPage(
  browser: Browser,
  options: {
    baseUrl: string;
    token: string;
    from: string;
    address: string;
    phone?: boolean;
    language?: 'EN' | 'NE';
  },
): Promise<Page> {
  const page = await openPage(browser, options.baseUrl, {
    ...(options.phone ? { viewport: phoneViewport, isMobile: true, hasTouch: true } : { viewport: desktop }),
    extraHTTPHeaders: { 'x-forwarded-for': options.from },
  });
  await page.addInitScript(
    ([token, language]) => {
      sessionStorage.setItem('adminToken', token);
      localStorage.setItem('adminLanguage', language);
    },
    [options.token, options.language ?? 'EN'] as const,
  );
  await page.goto(`/admin${options.address}`);
  await page.getByTestId('admin-layout').waitFor();
  return page;
}

/** How far the page scrolls sideways (0 when it fits its viewport). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A small striped png of `pixel`'s colours (the server checks an image by its bytes, not its name). */
export function pngImage(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, (_, x) => Buffer.from(pixel(x, y)))]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
