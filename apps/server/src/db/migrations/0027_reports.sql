-- Dashboard and reports (issue 14 #14, #15). The reports sum a period of cash lines and settled rounds;
-- on a big ledger the bets and wins outnumber everything else, so the cash lines get a partial index of
-- their own (the codes are literals in the reports' SQL, so the planner can prove the predicate), and
-- settled rounds one that covers what the reports read, for index-only scans.
create index ledger_transfers_cash_lines on ledger_transfers (created_at)
  include (code, kind, amount, debit_account_id, credit_account_id)
  where code in ('deposit', 'deposit_fee', 'withdrawal', 'withdrawal_refund', 'withdrawal_fee', 'bonus', 'rebate', 'adjustment');

-- A member's first deposit: "is there an earlier deposit into this wallet" must not walk every win.
create index ledger_transfers_wallet_deposits on ledger_transfers (credit_account_id, created_at, id)
  where code = 'deposit' and kind = 'posted';

create index game_rounds_settled_play on game_rounds (settled_at)
  include (member_id, vendor_code, game_code, stake_minor, win_minor)
  where status = 'settled';

-- Registrations per day; trial accounts (type 4) are not registrations.
create index members_registered on members (created_at) where type <> 4;
