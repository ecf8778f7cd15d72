-- Newsletter lifecycle (docs/decisions/009): double opt-in, per-issue deliveries, one-click
-- unsubscribe, retention and erasure. Runs on Supabase and on the embedded PGlite
-- store alike (app/newsletter/migrations.server.ts); idempotent like the first one.
--
-- Who may do what:
--   anon (the site's public key): INSERT (email, language, confirm_token_hash) into
--     chat_control — a BEFORE INSERT trigger decides what that insert means — and
--     EXECUTE confirm(token) and unsubscribe(token). Nothing else.
--   service_role (operator commands on the operator's machine, scripts/newsletter-*.ts):
--     the operator functions at the end of this file.
-- Tokens are 256-bit random strings (base64url, 43 characters) made outside the database
-- (app/newsletter/tokens.server.ts; 20261123020000_newsletter_server_role.sql has the
-- database make the confirmation links); only their SHA-256 (hex) is stored.

do $$
begin
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

alter table public.chat_control
  add column if not exists status text not null default 'pending',
  add column if not exists confirm_token_hash text,
  add column if not exists confirm_sent_at timestamptz,
  add column if not exists confirmed_at timestamptz,
  add column if not exists unsubscribed_at timestamptz;

do $$
begin
  if not exists (select from pg_constraint where conname = 'chat_control_status') then
    alter table public.chat_control
      add constraint chat_control_status check (status in ('pending', 'confirmed', 'unsubscribed'));
  end if;
end
$$;

-- Rows from before double opt-in never confirmed: they are pending since their sign-up
-- and fall under the 7-day rule like any other pending address.
update public.chat_control set confirm_sent_at = created_at where confirm_sent_at is null and status = 'pending';

create unique index if not exists chat_control_confirm_token_key on public.chat_control (confirm_token_hash);

-- The anon key may now also give the hash of the confirmation token it mails.
grant insert (email, language, confirm_token_hash) on table public.chat_control to anon;
grant select, insert, update, delete on table public.chat_control to service_role;

-- One row per (issue, subscriber): the delivery ledger that makes sending idempotent.
-- 'sending' is written before the message goes out, 'sent' or 'failed' after.
create table if not exists public.chat_control_deliveries (
  issue text not null,
  subscriber_id bigint not null references public.chat_control (id) on delete cascade,
  status text not null default 'sending',
  unsubscribe_token_hash text not null,
  attempts integer not null default 1,
  last_error text,
  updated_at timestamptz not null default now(),
  primary key (issue, subscriber_id),
  constraint chat_control_deliveries_issue check (issue ~ '^[A-Za-z0-9._-]{1,100}$'),
  constraint chat_control_deliveries_status check (status in ('sending', 'sent', 'failed'))
);
create unique index if not exists chat_control_deliveries_token_key on public.chat_control_deliveries (unsubscribe_token_hash);
create index if not exists chat_control_deliveries_subscriber on public.chat_control_deliveries (subscriber_id);

alter table public.chat_control_deliveries enable row level security;
revoke all on table public.chat_control_deliveries from public, anon, authenticated;
grant select, insert, update, delete on table public.chat_control_deliveries to service_role;

-- ---------------------------------------------------------------------------
-- What an anonymous INSERT means. Answers 23505 (unique_violation, which the site
-- then showed as success, like any duplicate) when no new email may go out.
-- 20261123020000_newsletter_server_role.sql drops this trigger for chat_control_subscribe.
--   new address                         → a pending row; the site mails the link
--   pending, last link ≥ 1 hour ago     → the row gets the new link (old one stops working); mail
--   pending, last link < 1 hour ago     → 23505, nothing mailed
--   confirmed                           → 23505, nothing mailed (no one learns it is subscribed)
--   unsubscribed                        → the old record is replaced by a new pending one; mail
-- ---------------------------------------------------------------------------
create or replace function public.chat_control_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  existing public.chat_control%rowtype;
begin
  new.status := 'pending';
  new.created_at := now();
  new.confirm_sent_at := now();
  new.confirmed_at := null;
  new.unsubscribed_at := null;
  select * into existing from public.chat_control where lower(email) = lower(new.email) for update;
  if not found then
    return new;
  end if;
  if existing.status = 'confirmed'
     or (existing.status = 'pending' and existing.confirm_sent_at > now() - interval '1 hour') then
    raise exception 'duplicate key value violates unique constraint "chat_control_email_lower_key"'
      using errcode = 'unique_violation';
  end if;
  if existing.status = 'unsubscribed' then
    delete from public.chat_control where id = existing.id;
    return new;
  end if;
  update public.chat_control
     set confirm_token_hash = new.confirm_token_hash, confirm_sent_at = now(), language = new.language
   where id = existing.id;
  return null; -- the existing row was updated; nothing to insert
end
$$;
revoke all on function public.chat_control_before_insert() from public, anon, authenticated;

drop trigger if exists chat_control_before_insert on public.chat_control;
create trigger chat_control_before_insert before insert on public.chat_control
  for each row execute function public.chat_control_before_insert();

-- A token as the web server received it → its stored hash, or null when it cannot be one.
create or replace function public.chat_control_token_hash(token text) returns text
language sql immutable set search_path = '' as $$
  select case when token ~ '^[A-Za-z0-9_-]{43}$' then encode(sha256(convert_to(token, 'UTF8')), 'hex') end
$$;
revoke all on function public.chat_control_token_hash(text) from public, anon, authenticated;

-- confirm(token): 'confirmed' | 'used' | 'expired' | 'invalid'. A link is valid for
-- 7 days after it was mailed (after that the pending row is deleted, see purge).
create or replace function public.confirm(token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  hash text := public.chat_control_token_hash(token);
  subscriber public.chat_control%rowtype;
begin
  if hash is null then
    return 'invalid';
  end if;
  select * into subscriber from public.chat_control where confirm_token_hash = hash for update;
  if not found then
    return 'invalid';
  end if;
  if subscriber.status <> 'pending' then
    return 'used';
  end if;
  if subscriber.confirm_sent_at < now() - interval '7 days' then
    return 'expired';
  end if;
  update public.chat_control set status = 'confirmed', confirmed_at = now() where id = subscriber.id;
  return 'confirmed';
end
$$;

-- unsubscribe(token): 'unsubscribed' | 'used' | 'invalid'. The token is the one of an
-- issue mail (chat_control_deliveries); it works as long as the record exists.
create or replace function public.unsubscribe(token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  hash text := public.chat_control_token_hash(token);
  subscriber public.chat_control%rowtype;
begin
  if hash is null then
    return 'invalid';
  end if;
  select c.* into subscriber
    from public.chat_control c join public.chat_control_deliveries d on d.subscriber_id = c.id
   where d.unsubscribe_token_hash = hash
     for update of c;
  if not found then
    return 'invalid';
  end if;
  if subscriber.status = 'unsubscribed' then
    return 'used';
  end if;
  update public.chat_control
     set status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null
   where id = subscriber.id;
  return 'unsubscribed';
end
$$;

revoke all on function public.confirm(text) from public, authenticated;
revoke all on function public.unsubscribe(text) from public, authenticated;
grant execute on function public.confirm(text) to anon, service_role;
grant execute on function public.unsubscribe(text) to anon, service_role;

-- ---------------------------------------------------------------------------
-- Operator functions (service_role only): scripts/newsletter-send.ts, -forget.ts,
-- -export.ts call them through Supabase RPC or SQL, so every store shares one logic.
-- Each is a single statement, hence atomic.
-- ---------------------------------------------------------------------------

-- Retention (privacy policy): pending addresses 7 days after their last confirmation
-- link; unsubscribed records 3 years after unsubscribing.
create or replace function public.chat_control_purge()
returns table (pending_deleted integer, unsubscribed_deleted integer)
language sql set search_path = '' as $$
  with pending as (
    delete from public.chat_control
     where status = 'pending' and coalesce(confirm_sent_at, created_at) < now() - interval '7 days'
    returning 1
  ), unsubscribed as (
    delete from public.chat_control
     where status = 'unsubscribed' and unsubscribed_at < now() - interval '3 years'
    returning 1
  )
  select (select count(*) from pending)::integer, (select count(*) from unsubscribed)::integer
$$;

-- Confirmed subscribers an issue has not reached yet (never tried, or failed), in id order.
create or replace function public.chat_control_recipients(issue text, after_id bigint default 0, max_rows integer default 1000)
returns table (id bigint, email text, language text, attempts integer)
language sql stable set search_path = '' as $$
  select c.id, c.email, c.language, coalesce(d.attempts, 0)
    from public.chat_control c
    left join public.chat_control_deliveries d on d.subscriber_id = c.id and d.issue = chat_control_recipients.issue
   where c.status = 'confirmed' and c.id > after_id and (d.status is null or d.status = 'failed')
   order by c.id
   limit max_rows
$$;

-- Deliveries an earlier run started but never finished (killed mid-message): the
-- message may or may not have left, so they are not re-sent unless asked.
create or replace function public.chat_control_interrupted(issue text)
returns table (id bigint, email text, language text, attempts integer)
language sql stable set search_path = '' as $$
  select c.id, c.email, c.language, d.attempts
    from public.chat_control_deliveries d join public.chat_control c on c.id = d.subscriber_id
   where d.issue = chat_control_interrupted.issue and d.status = 'sending' and c.status = 'confirmed'
   order by c.id
$$;

-- Claims one delivery before its message goes out: true when this run may send it
-- (new, failed before, or — with resend_interrupted — left 'sending' by a killed run)
-- and the subscriber is still confirmed. The token hash is the message's unsubscribe link.
create or replace function public.chat_control_claim(issue text, subscriber bigint, token_hash text, resend_interrupted boolean default false)
returns table (claimed boolean)
language sql set search_path = '' as $$
  with claimed as (
    insert into public.chat_control_deliveries as d (issue, subscriber_id, status, unsubscribe_token_hash)
    select chat_control_claim.issue, subscriber, 'sending', token_hash
     where exists (select 1 from public.chat_control c where c.id = subscriber and c.status = 'confirmed')
    on conflict (issue, subscriber_id) do update
       set status = 'sending', unsubscribe_token_hash = excluded.unsubscribe_token_hash,
           attempts = d.attempts + 1, updated_at = now()
     where d.status = 'failed' or (resend_interrupted and d.status = 'sending')
    returning 1
  )
  select exists (select 1 from claimed)
$$;

-- Records the outcome of a claimed delivery: 'sent' or 'failed' (with the reason).
create or replace function public.chat_control_record(issue text, subscriber bigint, outcome text, error text default null)
returns table (updated boolean)
language sql set search_path = '' as $$
  with changed as (
    update public.chat_control_deliveries
       set status = outcome, last_error = left(error, 500), updated_at = now()
     where chat_control_deliveries.issue = chat_control_record.issue and subscriber_id = subscriber
       and outcome in ('sent', 'failed')
    returning 1
  )
  select exists (select 1 from changed)
$$;

-- GDPR Art. 17: erases an address and everything about it; says what it removed.
create or replace function public.chat_control_forget(address text)
returns table (email text, status text, language text, created_at timestamptz, deliveries integer)
language sql set search_path = '' as $$
  with target as (
    select c.id, c.email, c.status, c.language, c.created_at,
           (select count(*) from public.chat_control_deliveries d where d.subscriber_id = c.id)::integer as deliveries
      from public.chat_control c
     where lower(c.email) = lower(trim(address))
  ), removed as (
    delete from public.chat_control c using target where c.id = target.id returning c.id
  )
  select t.email, t.status, t.language, t.created_at, t.deliveries from target t join removed r on r.id = t.id
$$;

-- The list for `npm run newsletter:export`: confirmed addresses, or every state with include_all.
create or replace function public.chat_control_export(include_all boolean default false, after_id bigint default 0, max_rows integer default 1000)
returns table (id bigint, email text, language text, status text, created_at timestamptz, confirmed_at timestamptz, unsubscribed_at timestamptz)
language sql stable set search_path = '' as $$
  select c.id, c.email, c.language, c.status, c.created_at, c.confirmed_at, c.unsubscribed_at
    from public.chat_control c
   where (include_all or c.status = 'confirmed') and c.id > after_id
   order by c.id
   limit max_rows
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.chat_control_purge()',
    'public.chat_control_recipients(text, bigint, integer)',
    'public.chat_control_interrupted(text)',
    'public.chat_control_claim(text, bigint, text, boolean)',
    'public.chat_control_record(text, bigint, text, text)',
    'public.chat_control_forget(text)',
    'public.chat_control_export(boolean, bigint, integer)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
