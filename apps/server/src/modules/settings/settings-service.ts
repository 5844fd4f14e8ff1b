import type { FastifyBaseLogger } from 'fastify';
import type { AlongsideChange, SettingsRepository } from './settings-repository.js';
import {
  defaultSettings,
  type Settings,
  type SettingsKey,
  settingsKeys,
  settingsSchemas,
} from './settings-schema.js';

/**
 * The one way to read settings. Reads come from memory; a background refresh re-reads the (small) table
 * every `refreshMs`, so a change made by another process or the ops CLI applies without a restart.
 */
export class SettingsService {
  private current: Settings = structuredClone(defaultSettings);
  private version = 0;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly log: FastifyBaseLogger,
    private readonly refreshMs: number,
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => this.log.warn({ err: error }, 'settings refresh failed'));
    }, this.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  get<K extends SettingsKey>(key: K): Settings[K] {
    return this.current[key];
  }

  /** Increases whenever any value changed; lets callers cache things derived from settings. */
  get changeCounter(): number {
    return this.version;
  }

  async refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    const stored = new Map((await this.repository.listAll()).map((row) => [row.key, row.value]));
    const next = structuredClone(defaultSettings) as Record<SettingsKey, unknown>;
    for (const key of settingsKeys) {
      if (!stored.has(key)) continue;
      const parsed = settingsSchemas[key].safeParse(stored.get(key));
      if (parsed.success) next[key] = parsed.data;
      else
        this.log.error(
          { key, issues: parsed.error.issues.slice(0, 5) },
          'stored setting is invalid; using default',
        );
    }
    if (JSON.stringify(next) !== JSON.stringify(this.current)) {
      this.current = next as Settings;
      this.version += 1;
    }
  }

  /**
   * Validated read-modify-write; the change is recorded with who made it. `alongside` runs in the same
   * transaction, after the new value is known: when it throws, nothing changes.
   */
  async update<K extends SettingsKey>(
    key: K,
    change: (current: Settings[K]) => Settings[K],
    changedBy: string,
    alongside?: AlongsideChange,
  ): Promise<Settings[K]> {
    const schema = settingsSchemas[key];
    const { after } = await this.repository.update(
      key,
      defaultSettings[key],
      (stored) => {
        const parsed = schema.safeParse(stored);
        const base = (parsed.success ? parsed.data : defaultSettings[key]) as Settings[K];
        return schema.parse(change(structuredClone(base)));
      },
      changedBy,
      alongside,
    );
    await this.refresh();
    return after as Settings[K];
  }
}
