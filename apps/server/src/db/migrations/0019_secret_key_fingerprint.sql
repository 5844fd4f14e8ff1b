-- Every server process on one database must use the same secret key: ledger ids of payouts and
-- recoveries are keyed with it (issue 13 #2), so a process with another key would derive other ids and
-- could pay a retried step twice. The first process records a fingerprint (an HMAC of a fixed text, which
-- reveals nothing of the key); a process whose key gives another fingerprint refuses to start.
create table secret_key_fingerprint (
  id smallint primary key default 1 check (id = 1),
  fingerprint text not null,
  recorded_at timestamptz not null default now()
);
