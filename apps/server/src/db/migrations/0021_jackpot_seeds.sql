-- Jackpot seeds (issue 14 #7). A progressive pool shown on the home page is the vendor's contributions
-- plus a seed the operator configures per pool (settings 'jackpots', edited in the back office). The
-- seed is a promise of real money, so it is funded through the ledger: house -> 'jackpot:<vendor>' moves
-- the seed into a pool account of this new kind (and back when the seed is lowered), and the ticker shows
-- the funded amount, never more than the books hold.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
  'member_main', 'member_vendor', 'house', 'payment_channel', 'vendor', 'bonus_pool', 'points_pool', 'suspense',
  'jackpot_pool'
));
