import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let temporaryDir: string | undefined;

/**
 * Integration tests run against a real PostgreSQL: the one DATABASE_URL names, or else an embedded one
 * started here for the run. Each test file then makes its own database on it.
 */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  temporaryDir = await mkdtemp(path.join(os.tmpdir(), 'gaming-integration-'));
  embedded = await startEmbeddedPostgres({ dataDir: temporaryDir, port: 0, log: () => undefined });
  project.provide('adminDatabaseUrl', embedded.connectionString);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (temporaryDir) await rm(temporaryDir, { recursive: true, force: true });
}
