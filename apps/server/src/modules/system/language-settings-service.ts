import type { AdminLanguages } from '@gaming/contracts/system';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { SystemService } from './system-service.js';

/** The languages part of a stored brand setting, for the audit entry (the rest of the brand is not this change). */
function languagesOf(brand: unknown): Partial<AdminLanguages> {
  const value = (brand ?? {}) as Partial<AdminLanguages>;
  return { languages: value.languages, defaultLanguage: value.defaultLanguage };
}

/**
 * The back office's language settings (issue 21): which languages the brand offers and its default. A
 * change is audited in the setting's own transaction, so the record and the change cannot part.
 */
export class LanguageSettingsService {
  constructor(
    private readonly system: SystemService,
    private readonly audit: AuditService,
  ) {}

  view(): AdminLanguages {
    return this.system.languages();
  }

  update(input: AdminLanguages, actor: AuditActor): Promise<AdminLanguages> {
    return this.system.setLanguages(
      input.languages,
      input.defaultLanguage,
      `staff:${actor.name}`,
      async (transaction, change) => {
        await this.audit.record(
          actor,
          {
            action: 'settings.languages',
            targetType: 'settings',
            targetId: 'brand',
            before: languagesOf(change.before),
            after: languagesOf(change.after),
          },
          transaction,
        );
      },
    );
  }
}
