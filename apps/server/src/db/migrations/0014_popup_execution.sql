-- Popup audiences (spec §4 "Logged-in users see execution A (or F on first login); anonymous see B"; §7
-- the announcements call's `execution`). Which visitors a popup is for: 'A' members (logged in), 'B'
-- anonymous visitors (not logged in), 'F' a member right after their first login. It only matters for
-- type 'popup': marquee notices and announcements are shown to everyone whatever it holds. Rows from
-- before this migration become 'B', the audience the home page showed popups to until now.
alter table announcements
  add column execution text not null default 'B' check (execution in ('A', 'B', 'F'));
-- The popup read: published popups of one language and one audience, in display order. The other types
-- keep using announcements_published (0012), which their reads match as before.
create index announcements_published_popups
  on announcements (language, execution, sort_order, starts_at desc, id desc)
  where enabled and type = 'popup';
