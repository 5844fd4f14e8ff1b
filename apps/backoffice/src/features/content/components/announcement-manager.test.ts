import type { AdminAnnouncement } from '@gaming/contracts/announcements';
import { describe, expect, it } from 'vitest';
import { announcementChange, toLocalInput } from './announcement-manager';

const popup: AdminAnnouncement = {
  id: '7',
  type: 'popup',
  language: 'EN',
  title: 'Festival',
  contentHtml: '<p>Bonus</p>',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  sortOrder: 0,
  enabled: true,
  execution: 'B',
  live: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The brand's offset (UTC+05:45): the editor's times are the brand's, whatever the browser's zone. */
const nepal = 345;

const draftOf = (announcement: AdminAnnouncement) => ({
  type: announcement.type,
  language: announcement.language,
  title: announcement.title,
  contentHtml: announcement.contentHtml,
  startsAt: toLocalInput(announcement.startsAt, nepal),
  endsAt: toLocalInput(announcement.endsAt, nepal),
  sortOrder: String(announcement.sortOrder),
  enabled: announcement.enabled,
  execution: announcement.execution,
});

describe('announcement changes', () => {
  it('sends a new popup audience alone, and nothing when nothing changed', () => {
    expect(announcementChange(popup, draftOf(popup), nepal)).toBeNull();
    expect(announcementChange(popup, { ...draftOf(popup), execution: 'A' }, nepal)).toEqual({
      execution: 'A',
    });
    expect(announcementChange(popup, { ...draftOf(popup), execution: 'F', title: 'Welcome' }, nepal)).toEqual(
      {
        title: 'Welcome',
        execution: 'F',
      },
    );
  });

  it("reads and writes the start and end in the brand's time zone", () => {
    expect(toLocalInput('2026-01-01T00:00:00.000Z', nepal)).toBe('2026-01-01T05:45');
    expect(announcementChange(popup, { ...draftOf(popup), startsAt: '2026-01-02T05:45' }, nepal)).toEqual({
      startsAt: '2026-01-02T00:00:00.000Z',
    });
  });
});
