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

const draftOf = (announcement: AdminAnnouncement) => ({
  type: announcement.type,
  language: announcement.language,
  title: announcement.title,
  contentHtml: announcement.contentHtml,
  startsAt: toLocalInput(announcement.startsAt),
  endsAt: toLocalInput(announcement.endsAt),
  sortOrder: String(announcement.sortOrder),
  enabled: announcement.enabled,
  execution: announcement.execution,
});

describe('announcement changes', () => {
  it('sends a new popup audience alone, and nothing when nothing changed', () => {
    expect(announcementChange(popup, draftOf(popup))).toBeNull();
    expect(announcementChange(popup, { ...draftOf(popup), execution: 'A' })).toEqual({ execution: 'A' });
    expect(announcementChange(popup, { ...draftOf(popup), execution: 'F', title: 'Welcome' })).toEqual({
      title: 'Welcome',
      execution: 'F',
    });
  });
});
