-- Least privilege and a durable confirmation-mail outbox (docs/decisions/012-newsletter-rights-model.md).
-- Runs on Supabase, on a plain PostgreSQL (DATABASE_URL) and on the embedded PGlite store
-- (app/newsletter/migrations.server.ts); idempotent like the others.
--
-- Who may do what after this file:
--   anon, authenticated (Supabase's public key and signed-in users): nothing at all on
--     newsletter data. The browser never talks to the database.
--   chat_control_server (the web server: a login role that is a member of it over
--     DATABASE_URL, the embedded store, or a Supabase key whose JWT role it is) and
--     service_role: EXECUTE on the SECURITY DEFINER functions below — subscribe,
--     confirm, unsubscribe, claim/settle confirmation mails, the daily purge (and the purge
--     it wraps, which deletes only what the retention periods have ended). No table
--     privilege: every row it touches goes through one of these functions, which
--     decide tokens, timestamps and states themselves.
--   service_role (operator commands, scripts/newsletter-*.ts): as before, plus the above.

do $$
begin
  if not exists (select from pg_roles where rolname = 'chat_control_server') then
    create role chat_control_server nologin noinherit;
  end if;
end
$$;
grant usage on schema public to chat_control_server;

-- ---------------------------------------------------------------------------
-- The public key loses everything it had: the insert (with a token hash of its
-- choosing), the insert trigger and confirm/unsubscribe.
-- ---------------------------------------------------------------------------
drop trigger if exists chat_control_before_insert on public.chat_control;
drop function if exists public.chat_control_before_insert();
drop policy if exists "Visitors may subscribe" on public.chat_control;
revoke all on table public.chat_control from public, anon, authenticated, chat_control_server;
revoke all on table public.chat_control_deliveries from public, anon, authenticated, chat_control_server;
revoke all on function public.confirm(text) from public, anon, authenticated;
revoke all on function public.unsubscribe(text) from public, anon, authenticated;
grant execute on function public.confirm(text) to chat_control_server, service_role;
grant execute on function public.unsubscribe(text) to chat_control_server, service_role;

-- An unsubscribed record is the proof of a withdrawal, kept 3 years (privacy policy):
-- a later subscription of the same address gets a new row beside it. At most one row
-- per address is pending or confirmed.
drop index if exists public.chat_control_email_lower_key;
create unique index if not exists chat_control_email_active_key
  on public.chat_control (lower(email)) where status <> 'unsubscribed';
create index if not exists chat_control_email_lower on public.chat_control (lower(email));

-- The privacy policy describes what a delivery record holds (date, accepted or not):
-- the mail server's error text, which may quote the address, is not kept.
update public.chat_control_deliveries set last_error = null where last_error is not null;
create or replace function public.chat_control_record(issue text, subscriber bigint, outcome text, error text default null)
returns table (updated boolean)
language sql set search_path = '' as $$
  with changed as (
    update public.chat_control_deliveries
       set status = outcome, last_error = null, updated_at = now()
     where chat_control_deliveries.issue = chat_control_record.issue and subscriber_id = subscriber
       and outcome in ('sent', 'failed')
    returning 1
  )
  select exists (select 1 from changed)
$$;

-- ---------------------------------------------------------------------------
-- The outbox: one row per confirmation mail, written in the same transaction as the
-- subscription. The token is kept (in clear: the mail must be rebuilt after a
-- restart) only until the mail server accepted the message; the row itself stays until
-- it is a day old (the per-mailbox limit counts it) and its mail has left or its link has
-- expired, and is removed with its subscriber.
-- ---------------------------------------------------------------------------
create table if not exists public.chat_control_outbox (
  id bigint generated always as identity primary key,
  subscriber_id bigint not null references public.chat_control (id) on delete cascade,
  -- SHA-256 of the mailbox (chat_control_mailbox): case and +tag folded.
  mailbox text not null,
  token text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  attempts integer not null default 0,
  sent_at timestamptz
);
create index if not exists chat_control_outbox_due on public.chat_control_outbox (next_attempt_at) where sent_at is null;
create index if not exists chat_control_outbox_mailbox on public.chat_control_outbox (mailbox, created_at);
create index if not exists chat_control_outbox_claimed on public.chat_control_outbox (claimed_at);
create index if not exists chat_control_outbox_subscriber on public.chat_control_outbox (subscriber_id);
alter table public.chat_control_outbox enable row level security;
revoke all on table public.chat_control_outbox from public, anon, authenticated, chat_control_server;
grant select, delete on table public.chat_control_outbox to service_role;

-- One mailbox whatever the case and the +tag: Bomb+1@Example.org and bomb@example.org
-- reach the same person.
create or replace function public.chat_control_mailbox(address text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(
    lower(regexp_replace(split_part(address, '@', 1), '\+.*$', '')) || '@' || lower(split_part(address, '@', 2)),
    'UTF8')), 'hex')
$$;
revoke all on function public.chat_control_mailbox(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- subscribe(address, language): the only way in. Returns nothing, whatever the
-- address's state, so no caller can learn whether it is on the list.
--   confirmed                                 → nothing
--   the mailbox had a link within the hour,
--   or 3 links within the day                 → nothing (no mailbox can be bombed)
--   pending                                   → a new link (the old one stops working)
--   new, or only unsubscribed records         → a new pending row beside the old ones
-- A new link is the SHA-256 of two random UUIDs (244 random bits from the database's
-- own source: gen_random_uuid uses pg_strong_random): the caller never chooses a token.
-- Its mail is queued in the same transaction.
-- ---------------------------------------------------------------------------
create or replace function public.chat_control_subscribe(address text, lang text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  box text := public.chat_control_mailbox(address);
  existing public.chat_control%rowtype;
  token text;
  subscriber bigint;
begin
  -- Two subscriptions of one mailbox never race (two servers, two clicks).
  perform pg_advisory_xact_lock(hashtextextended('chat_control_subscribe:' || box, 0));
  select * into existing from public.chat_control
   where lower(email) = lower(address) and status <> 'unsubscribed' for update;
  if found and existing.status = 'confirmed' then
    return;
  end if;
  if exists (select 1 from public.chat_control_outbox o
              where o.mailbox = box and o.created_at > now() - interval '1 hour')
     or (select count(*) from public.chat_control_outbox o
          where o.mailbox = box and o.created_at > now() - interval '1 day') >= 3 then
    return;
  end if;
  token := translate(encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'base64'), '+/=', '-_');
  if existing.id is not null then
    update public.chat_control
       set confirm_token_hash = public.chat_control_token_hash(token), confirm_sent_at = now(), language = lang
     where id = existing.id;
    subscriber := existing.id;
    -- An older link still waiting in the outbox would no longer work: it is not sent.
    update public.chat_control_outbox set token = null, expires_at = now()
     where subscriber_id = existing.id and sent_at is null;
  else
    insert into public.chat_control (email, language, confirm_token_hash, confirm_sent_at)
    values (address, lang, public.chat_control_token_hash(token), now())
    returning id into subscriber;
  end if;
  insert into public.chat_control_outbox (subscriber_id, mailbox, token, expires_at)
  values (subscriber, box, token, now() + interval '7 days');
end
$$;

-- ---------------------------------------------------------------------------
-- The sender (app/newsletter/outbox-sender.server.ts), on any number of servers.
-- claim: up to max_rows due mails whose link still works, within the hourly budget
-- (every claim in the last hour counts), each leased for lease_seconds: a server that
-- dies mid-send leaves its mails to be claimed again when the lease ends. Claims are
-- serialised by an advisory lock (the budget is counted once) and skip locked rows.
-- ---------------------------------------------------------------------------
create or replace function public.chat_control_outbox_claim(max_rows integer, hourly_budget integer, lease_seconds integer)
returns table (id bigint, email text, language text, token text, attempts integer)
language plpgsql security definer set search_path = '' as $$
declare
  budget integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('chat_control_outbox_claim', 0));
  select hourly_budget - count(*) into budget
    from public.chat_control_outbox o where o.claimed_at > now() - interval '1 hour';
  return query
  with picked as (
    select o.id from public.chat_control_outbox o
      join public.chat_control c on c.id = o.subscriber_id
     where o.sent_at is null and o.token is not null and o.expires_at > now()
       and o.next_attempt_at <= now() and c.status = 'pending'
     order by o.next_attempt_at, o.id
     limit greatest(0, least(max_rows, budget))
       for update of o skip locked
  )
  update public.chat_control_outbox o
     set attempts = o.attempts + 1, claimed_at = now(),
         next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 5))
    from picked p, public.chat_control c
   where o.id = p.id and c.id = o.subscriber_id
  returning o.id, c.email, c.language, o.token, o.attempts;
end
$$;

-- The mail server accepted the message: its token is dropped.
create or replace function public.chat_control_outbox_sent(mail bigint) returns void
language sql security definer set search_path = '' as $$
  update public.chat_control_outbox set sent_at = now(), token = null where id = mail
$$;

-- The mail server refused or could not be reached: retried after 10 s, 20 s, 40 s, …,
-- at most an hour apart, until the link expires.
create or replace function public.chat_control_outbox_failed(mail bigint) returns void
language sql security definer set search_path = '' as $$
  update public.chat_control_outbox
     set next_attempt_at = now() + least(interval '1 hour', interval '10 seconds' * power(2, least(greatest(attempts - 1, 0), 20)))
   where id = mail and sent_at is null
$$;

-- ---------------------------------------------------------------------------
-- Retention (privacy policy): pending addresses 7 days after their last link,
-- unsubscribed records 3 years after unsubscribing, outbox rows once they are a day old
-- and their mail has left or their link has expired.
-- ---------------------------------------------------------------------------
create or replace function public.chat_control_purge()
returns table (pending_deleted integer, unsubscribed_deleted integer)
language sql security definer set search_path = '' as $$
  with pending as (
    delete from public.chat_control
     where status = 'pending' and coalesce(confirm_sent_at, created_at) < now() - interval '7 days'
    returning 1
  ), unsubscribed as (
    delete from public.chat_control
     where status = 'unsubscribed' and unsubscribed_at < now() - interval '3 years'
    returning 1
  ), outbox as (
    delete from public.chat_control_outbox
     where created_at < now() - interval '1 day' and (sent_at is not null or expires_at < now())
    returning 1
  )
  select (select count(*) from pending)::integer, (select count(*) from unsubscribed)::integer
$$;

create table if not exists public.chat_control_maintenance (
  task text primary key,
  ran_at timestamptz not null
);
alter table public.chat_control_maintenance enable row level security;
revoke all on table public.chat_control_maintenance from public, anon, authenticated, chat_control_server;

-- The daily clean-up, wherever it is called from (pg_cron below, or every server once
-- an hour): one caller at a time, and at most once in 23 hours. Null when skipped.
create or replace function public.chat_control_daily_purge()
returns table (pending_deleted integer, unsubscribed_deleted integer)
language plpgsql security definer set search_path = '' as $$
begin
  if not pg_try_advisory_xact_lock(hashtextextended('chat_control_daily_purge', 0)) then
    return;
  end if;
  if exists (select 1 from public.chat_control_maintenance
              where task = 'purge' and ran_at > now() - interval '23 hours') then
    return;
  end if;
  insert into public.chat_control_maintenance (task, ran_at) values ('purge', now())
  on conflict (task) do update set ran_at = excluded.ran_at;
  return query select * from public.chat_control_purge();
end
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.chat_control_subscribe(text, text)',
    'public.chat_control_outbox_claim(integer, integer, integer)',
    'public.chat_control_outbox_sent(bigint)',
    'public.chat_control_outbox_failed(bigint)',
    'public.chat_control_daily_purge()',
    'public.chat_control_purge()'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to chat_control_server, service_role', fn);
  end loop;
end
$$;

-- Supabase: where pg_cron is enabled, the database runs the daily clean-up itself
-- (the servers' hourly call then finds it done).
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('chat-control-purge', '17 3 * * *', 'select * from public.chat_control_daily_purge()')$cron$;
  end if;
end
$$;
