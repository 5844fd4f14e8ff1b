import type { BannerGroup } from '@gaming/contracts/catalogue';
import type { HelpSectionKey } from '@gaming/contracts/content';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type BannerRow = {
  id: string;
  imageUrl: string;
  titles: Record<string, string>;
  linkageType: 'route' | 'external' | null;
  linkageTarget: string | null;
};

export type HelpSectionRow = { key: HelpSectionKey; title: string; contentHtml: string };

const maximumBanners = 20;
const maximumHelpSections = 20;

export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listLiveBanners(group: BannerGroup, now: Date): Promise<BannerRow[]> {
    const rows = await this.db
      .selectFrom('banners')
      .select(['id', 'image_url', 'titles', 'linkage_type', 'linkage_target'])
      .where('group_name', '=', group)
      .where('enabled', '=', true)
      .where((where) => where.or([where('starts_at', 'is', null), where('starts_at', '<=', now)]))
      .where((where) => where.or([where('ends_at', 'is', null), where('ends_at', '>', now)]))
      .orderBy('sort_order')
      .limit(maximumBanners)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      imageUrl: row.image_url,
      titles: row.titles,
      linkageType: row.linkage_type,
      linkageTarget: row.linkage_target,
    }));
  }

  async listHelpSections(language: string): Promise<HelpSectionRow[]> {
    const rows = await this.db
      .selectFrom('help_sections')
      .select(['key', 'title', 'content_html'])
      .where('language', '=', language)
      .orderBy('sort_order')
      .limit(maximumHelpSections)
      .execute();
    return rows.map((row) => ({
      key: row.key as HelpSectionKey,
      title: row.title,
      contentHtml: row.content_html,
    }));
  }
}
