-- Issue 13, item 3: a vendor session lives only as long as the member's site session it was launched
-- from. The seamless wallet refuses authenticate, balance and new bets (player_blocked) once that
-- session has ended (logout, lock, password change, staff action) or the member may not play; wins,
-- refunds and round ends of rounds already open are still honoured.
--
-- No foreign key on purpose: an ended member session is deleted and its identity id is never reused,
-- so a missing row is itself the "ended" signal, and a key (with on delete set null) would make every
-- logout rewrite vendor sessions for nothing. Sessions launched before this column existed have no
-- member session and are refused bets: the player launches the game again.
alter table vendor_sessions add column member_session_id bigint;
