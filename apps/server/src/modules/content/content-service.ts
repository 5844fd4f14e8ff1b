import type { BannerGroup, BannersResponse } from '@gaming/contracts/catalogue';
import type { HelpResponse } from '@gaming/contracts/content';
import { isLanguageCode } from '@gaming/contracts/languages';
import { sanitizeHelpHtml } from './content-html.js';
import type { ContentRepository } from './content-repository.js';

const fallbackLanguage = 'EN';

export function languageOrFallback(language: string | undefined): string {
  const upper = language?.toUpperCase();
  return upper && isLanguageCode(upper) ? upper : fallbackLanguage;
}

export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  async banners(group: BannerGroup, language: string | undefined): Promise<BannersResponse> {
    const wanted = languageOrFallback(language);
    const rows = await this.repository.listLiveBanners(group, new Date());
    return {
      banners: rows.map((row) => ({
        id: row.id,
        url: row.imageUrl,
        title: row.titles[wanted] ?? row.titles[fallbackLanguage] ?? '',
        groupName: group,
        linkageType: row.linkageType,
        linkageTarget: row.linkageTarget,
      })),
    };
  }

  /** Help in the requested language; a language without help content gets EN rather than nothing. */
  async help(language: string | undefined): Promise<HelpResponse> {
    const wanted = languageOrFallback(language);
    let sections = await this.repository.listHelpSections(wanted);
    let served = wanted;
    if (sections.length === 0 && wanted !== fallbackLanguage) {
      sections = await this.repository.listHelpSections(fallbackLanguage);
      served = fallbackLanguage;
    }
    return {
      language: served,
      sections: sections.map((section) => ({
        key: section.key,
        title: section.title,
        contentHtml: sanitizeHelpHtml(section.contentHtml),
      })),
    };
  }
}
