import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assetsDir } from '../../platform/paths.js';

/** The shipped sample HLS stream (apps/server/assets/sample-stream; make-sample-stream.sh makes it). */
export const sampleStreamDir = path.join(assetsDir, 'sample-stream');

export type SampleStreamFile = { contentType: string; cacheControl: string; bytes: Buffer };

const fileNamePattern = /^[a-z0-9-]{1,40}\.(m3u8|ts)$/;
/** The playlist may be regenerated on a deploy; the segments it names never change under one name. */
const typesByExtension = {
  m3u8: { contentType: 'application/vnd.apple.mpegurl', cacheControl: 'public, max-age=60' },
  ts: { contentType: 'video/mp2t', cacheControl: 'public, max-age=86400' },
} as const;
/** The folder holds a few small files (< 1 MB in all); more than this is not the sample. */
const maxFiles = 20;
const maxFileBytes = 1024 * 1024;

/**
 * The sample's playlist and segments, read once into memory (about 260 KB). Only names of the form
 * name.m3u8 / name.ts found in the folder are served: a request can never name another path.
 */
export function loadSampleStream(directory: string = sampleStreamDir): ReadonlyMap<string, SampleStreamFile> {
  const files = new Map<string, SampleStreamFile>();
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return files;
  }
  for (const name of names.sort().slice(0, maxFiles)) {
    const match = fileNamePattern.exec(name);
    if (!match) continue;
    const bytes = readFileSync(path.join(directory, name));
    if (bytes.length > maxFileBytes) continue;
    files.set(name, { ...typesByExtension[match[1] as keyof typeof typesByExtension], bytes });
  }
  return files;
}

export function isSampleFileName(name: string): boolean {
  return fileNamePattern.test(name);
}
