-- Wagering progress is written by the game_rounds trigger (0032) on every settled round of a member with a
-- bonus in wagering. The partial index bonuses_met named wagering_progress_minor in its predicate, so every
-- progress update had to rewrite every index of the row (no HOT update): a 20,000-round loop took about
-- 36 s with it and 14 s without. The release job finds met bonuses among those in wagering through
-- bonuses_wagering_deadline instead (their number is bounded by the members with a bonus in wagering).
-- Free space on each page lets the progress updates stay on the page (HOT).
drop index bonuses_met;
alter table bonuses set (fillfactor = 70);
