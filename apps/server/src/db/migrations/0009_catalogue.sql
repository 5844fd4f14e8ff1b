-- Game catalogue (issue 5, items 1 to 3): the games of each vendor, members' favourites and recently
-- played games, and a view of the wins (from 0008's rounds) the winner boards show. Vendors and
-- categories exist since 0001.

create table games (
  id bigint generated always as identity primary key,
  vendor_code text not null references vendors (code) on delete cascade,
  -- The vendor's own code for the game: what a launch sends to the vendor.
  code text not null check (code ~ '^[A-Za-z0-9_.:-]{1,64}$'),
  category_code text not null references game_categories (code),
  -- The lobby tab of a game centre (baccarat, sicbo, roulette …); null for list pages.
  classify text check (classify ~ '^[a-z0-9_]{1,32}$'),
  -- The name in the brand's default language, and translations by language code ({"NE": "..."}).
  name text not null check (length(name) between 1 and 100),
  localized_names jsonb not null default '{}'::jsonb check (jsonb_typeof(localized_names) = 'object'),
  -- A path under the image CDN (or an absolute https URL); null shows the default icon (spec §8).
  image_path text check (length(image_path) between 1 and 500),
  is_new boolean not null default false,
  is_hot boolean not null default false,
  sort_order integer not null default 0,
  -- Disabled games are not shown at all; games under maintenance are shown but cannot start.
  enabled boolean not null default true,
  maintenance boolean not null default false,
  -- spec §3 supportPlay 0: a guest may take a free trial of this game.
  supports_trial boolean not null default false,
  launch_mode text not null default 'seamless' check (launch_mode in ('seamless', 'new_window')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vendor_code, code)
);
create index games_listing on games (category_code, vendor_code, sort_order, id) where enabled;
create index games_hot on games (sort_order, id) where enabled and is_hot;

-- Favourites (spec §4): a member's starred games, newest first.
create table favourite_games (
  member_id bigint not null references members (id) on delete cascade,
  game_id bigint not null references games (id) on delete cascade,
  created_at timestamptz not null default clock_timestamp(),
  primary key (member_id, game_id)
);
create index favourite_games_member on favourite_games (member_id, created_at desc);

-- Recently played (spec §9: the last 20 per member; older rows are deleted when a game is played).
create table recent_games (
  member_id bigint not null references members (id) on delete cascade,
  game_id bigint not null references games (id) on delete cascade,
  last_played_at timestamptz not null default clock_timestamp(),
  primary key (member_id, game_id)
);
create index recent_games_member on recent_games (member_id, last_played_at desc);
-- The popular list counts recent plays per game.
create index recent_games_played on recent_games (last_played_at desc, game_id);

-- Wins of settled rounds (0008 game_rounds), for the winner board and biggest wins: only what really
-- happened, never trial accounts. The game's name and image come from the catalogue when it still has it.
create view game_wins as
select
  r.id as round_id,
  r.member_id,
  m.username::text as member_account,
  r.vendor_code,
  r.category as category_code,
  r.game_code,
  r.stake_minor,
  r.win_minor,
  r.settled_at as won_at
from game_rounds as r
join members as m on m.id = r.member_id
where r.status = 'settled' and r.win_minor > 0 and m.type <> 4;

create index game_rounds_wins_latest on game_rounds (settled_at desc, id desc)
  where status = 'settled' and win_minor > 0;
create index game_rounds_wins_biggest on game_rounds (win_minor desc, settled_at desc)
  where status = 'settled' and win_minor > 0;
