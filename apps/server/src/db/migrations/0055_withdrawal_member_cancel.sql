-- Issue 20: a withdrawal the member cancelled (where the profile allows a reversal) is `rejected` like a
-- staff rejection, but says so as a flag, not as English text in rejection_reason: each language names it.
alter table withdrawals add column cancelled_by_member boolean not null default false;

-- A rejection carries either a staff reason or the member's cancellation, never both, never neither. The
-- old check (0006, unnamed) is found by its definition.
do $$
declare
  old_check text;
begin
  select conname into old_check
    from pg_constraint
   where conrelid = 'withdrawals'::regclass
     and contype = 'c'
     and pg_get_constraintdef(oid) = 'CHECK (((status = ''rejected''::text) = (rejection_reason IS NOT NULL)))';
  if old_check is null then
    raise exception 'withdrawals rejection check not found';
  end if;
  execute format('alter table withdrawals drop constraint %I', old_check);
end $$;

alter table withdrawals add constraint withdrawals_rejection_check
  check ((status = 'rejected') = (rejection_reason is not null or cancelled_by_member)),
  add constraint withdrawals_member_cancel_check
  check (not (cancelled_by_member and rejection_reason is not null));
