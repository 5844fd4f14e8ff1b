-- Issue 20: a refused withdrawal cancellation is recorded (and audited) at most once per withdrawal per hour.
-- A member pressing Cancel in a loop must not grow this table, the audit log and its hash chain without
-- bound; the harm marker counts attempts at least an hour apart. Rows 0050 wrote before this bound are
-- folded to the first of each hour (0050 has not shipped on its own; this only guards a development copy).
alter table withdrawal_cancel_attempts disable trigger withdrawal_cancel_attempts_append_only;
delete from withdrawal_cancel_attempts later
  using withdrawal_cancel_attempts earlier
  where later.outcome = 'refused'
    and earlier.outcome = 'refused'
    and later.withdrawal_id = earlier.withdrawal_id
    and date_trunc('hour', later.at at time zone 'UTC') = date_trunc('hour', earlier.at at time zone 'UTC')
    and later.id > earlier.id;
alter table withdrawal_cancel_attempts enable trigger withdrawal_cancel_attempts_append_only;

create unique index withdrawal_cancel_attempts_refused_hourly on withdrawal_cancel_attempts
  (withdrawal_id, date_trunc('hour', at at time zone 'UTC'))
  where outcome = 'refused';
