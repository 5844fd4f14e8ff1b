-- Issue 22: every settled round wrote two index entries that said the same thing. game_rounds_settled_play
-- (0027, reports) and game_rounds_settled_team (0030, agent contracts) share their key (settled_at) and
-- predicate (settled rounds) and differ only in the columns they carry; one index carrying both sets
-- keeps both readers' index-only scans and costs each round's settlement one index write less.
create index game_rounds_settled on game_rounds (settled_at)
  include (member_id, vendor_code, game_code, valid_bet_minor, stake_minor, win_minor)
  where status = 'settled';
drop index game_rounds_settled_play;
drop index game_rounds_settled_team;
