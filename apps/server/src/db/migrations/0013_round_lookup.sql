-- Round lookup (issue 5, items 8 and 9). The member's betting records already have their indexes (0008:
-- member, opened_at); the back office searches across members: by day, by vendor and day, by the
-- vendor's round id alone, and by a callback's transaction id alone (the vendor may be unknown to the
-- person asking).
create index game_rounds_opened on game_rounds (opened_at desc, id desc);
create index game_rounds_vendor_opened on game_rounds (vendor_code, opened_at desc, id desc);
create index game_rounds_external on game_rounds (external_round_id);
create index vendor_transactions_transaction on vendor_transactions (transaction_id);
