-- Password policy (issue 13 #13): a password login whose typed password fails today's policy sets this;
-- the next logins then ask for a change before anything else. Setting a password clears it.
alter table members add column password_weak boolean not null default false;

-- Member logins count failures per address under their own scope ('login_ip', with the high limit meant
-- for shared addresses), apart from the staff sign-in's strict 'ip' scope (issue 13 #12).
alter table login_throttles drop constraint login_throttles_scope_check;
alter table login_throttles add constraint login_throttles_scope_check
  check (scope in ('account', 'ip', 'staff', 'login_ip'));
