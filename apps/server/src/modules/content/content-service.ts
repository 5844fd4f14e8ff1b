import type { BannerGroup, BannersResponse } from '@gaming/contracts/catalogue';
import type { HelpResponse } from '@gaming/contracts/content';
import { firstTextIn, readingLanguages } from '@gaming/contracts/localized-text';
import { sanitizeHelpHtml } from './content-html.js';
import type { ContentRepository } from './content-repository.js';
import { firstLanguageWithContent } from './reading-languages.js';

export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    /** settings brand.defaultLanguage: read before EN when the visitor's language has nothing. */
    private readonly brandDefault: () => string | undefined = () => undefined,
  ) {}

  async banners(group: BannerGroup, language: string | undefined): Promise<BannersResponse> {
    const order = readingLanguages(language, this.brandDefault());
    const rows = await this.repository.listLiveBanners(group, new Date());
    return {
      banners: rows.map((row) => ({
        id: row.id,
        url: row.imageUrl,
        title: firstTextIn(row.titles, order),
        groupName: group,
        linkageType: row.linkageType,
        linkageTarget: row.linkageTarget,
      })),
    };
  }

  /** Help in the requested language; one without help gets the brand's default, then EN, not nothing. */
  async help(language: string | undefined): Promise<HelpResponse> {
    const { served, sections } = await firstLanguageWithContent(
      readingLanguages(language, this.brandDefault()),
      async (code) => {
        const found = await this.repository.listHelpSections(code);
        return { sections: found, total: found.length };
      },
    );
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
