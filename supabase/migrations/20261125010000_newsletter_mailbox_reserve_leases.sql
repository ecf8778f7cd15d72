-- One mailbox whatever its spelling, a share of the confirmation-mail budget no flood can
-- spend, and leases that let each mail leave once (docs/security.md, "The newsletter").
-- Runs on Supabase, on a plain PostgreSQL (DATABASE_URL) and on the embedded PGlite store
-- (app/newsletter/migrations.server.ts); idempotent like the others.
--
-- 1. chat_control_mailbox folds what Gmail treats as one mailbox — dots in the local part,
--    googlemail.com — besides case and +tag. The duplicate check of chat_control_subscribe
--    and the erasure of chat_control_forget go by that key; the stored address is never
--    rewritten and the mail goes to an address as it was typed.
-- 2. Every outbox row says whether its client was quiet (no attempt within the rate-limit
--    window, app/newsletter/rate-limit.server.ts). Mails of clients that were not quiet are
--    queued only up to an hourly cap and claimed only while the hour's claims leave a
--    reserve of the budget free, which quiet clients' mails may use: a visitor's mail
--    leaves at once while a flood is under way.
-- 3. A claimed outbox row holds its sender's token and its own lease. The sender renews
--    the lease right before each message (chat_control_outbox_hold) and marks a row sent
--    or failed only while it holds it; a row whose sender died is claimed again once its
--    lease has passed. Issue deliveries (chat_control_claim/record) get the same: a run's
--    token and lease, so a second run never takes a delivery a live run is sending.
--
-- The outbox functions change their arguments: a server of the previous version still
-- running beside a new one cannot claim confirmation mails any more (its mails wait in the
-- database for the new servers); its subscriptions keep working.

-- ---------------------------------------------------------------------------
-- 1. One mailbox, one key.
-- ---------------------------------------------------------------------------
-- The SHA-256 (hex) of the mailbox an address reaches: case and +tag folded for every
-- domain, and for Gmail (gmail.com and googlemail.com are one) the dots of the local part
-- dropped. app/newsletter/email.ts (mailboxOf) is the same rule; a unit test keeps the two equal.
create or replace function public.chat_control_mailbox(address text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(
    case when p.domain in ('gmail.com', 'googlemail.com') then replace(p.local, '.', '') || '@gmail.com'
         else p.local || '@' || p.domain end,
    'UTF8')), 'hex')
    from (select lower(regexp_replace(split_part(address, '@', 1), '\+.*$', '')) as local,
                 lower(split_part(address, '@', 2)) as domain) p
$$;
revoke all on function public.chat_control_mailbox(text) from public, anon, authenticated;
-- The operator's erasure (chat_control_forget, run as service_role) looks records up by it.
grant execute on function public.chat_control_mailbox(text) to service_role;

-- The outbox's per-mailbox limit counts rows by this key: rows queued before this file get
-- the new one. The subscribers' lookup by mailbox uses an index on the same expression
-- (rebuilt here, so it can never hold keys of an older rule).
update public.chat_control_outbox o
   set mailbox = public.chat_control_mailbox(c.email)
  from public.chat_control c
 where c.id = o.subscriber_id and o.mailbox <> public.chat_control_mailbox(c.email);
drop index if exists public.chat_control_mailbox_key;
create index chat_control_mailbox_key on public.chat_control (public.chat_control_mailbox(email));

-- ---------------------------------------------------------------------------
-- 2 and 3: the outbox's new columns.
-- ---------------------------------------------------------------------------
alter table public.chat_control_outbox
  add column if not exists quiet boolean not null default false,
  add column if not exists claimed_by uuid,
  add column if not exists lease_until timestamptz;
create index if not exists chat_control_outbox_flood on public.chat_control_outbox (created_at) where not quiet;

alter table public.chat_control_deliveries
  add column if not exists claimed_by uuid,
  add column if not exists lease_until timestamptz;

-- ---------------------------------------------------------------------------
-- subscribe(address, lang, quiet, hourly_cap). Returns nothing, whatever happened, so no
-- caller can learn whether an address is on the list.
--   the mailbox has a confirmed record                   → nothing
--   the mailbox had a link within the hour,
--   or 3 links within the day                            → nothing (no mailbox can be bombed)
--   the client was not quiet and hourly_cap mails of such
--   clients were queued within the hour (all servers)    → nothing (a flood stops here)
--   the mailbox has a pending record                     → a new link for it (the old one stops working)
--   new, or only unsubscribed records                    → a new pending row, as typed
-- Every branch takes the same locks and reads before it decides, so a known address is
-- answered no faster than a new one that is refused.
-- ---------------------------------------------------------------------------
drop function if exists public.chat_control_subscribe(text, text);
create or replace function public.chat_control_subscribe(address text, lang text, quiet boolean default false, hourly_cap integer default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  box text := public.chat_control_mailbox(address);
  existing public.chat_control%rowtype;
  token text;
  subscriber bigint;
  recent_links integer;
  last_link timestamptz;
  flood integer := 0;
begin
  -- Not told otherwise, a client is not quiet: a caller cannot skip the cap by passing null.
  quiet := coalesce(quiet, false);
  -- Two subscriptions of one mailbox never race (two servers, two spellings, two clicks).
  perform pg_advisory_xact_lock(hashtextextended('chat_control_subscribe:' || box, 0));
  -- Several records of one mailbox can predate this rule: a confirmed one wins.
  select * into existing from public.chat_control c
   where public.chat_control_mailbox(c.email) = box and c.status <> 'unsubscribed'
   order by c.status = 'confirmed' desc, c.id desc
   limit 1
     for update;
  select count(*), max(o.created_at) into recent_links, last_link
    from public.chat_control_outbox o where o.mailbox = box and o.created_at > now() - interval '1 day';
  if not quiet and hourly_cap is not null then
    -- Serialises only the subscriptions that count against the cap, so the cap is exact
    -- over all servers; a quiet client never waits for this lock.
    perform pg_advisory_xact_lock(hashtextextended('chat_control_subscribe:flood', 0));
    select count(*) into flood from public.chat_control_outbox o
     where not o.quiet and o.created_at > now() - interval '1 hour';
  end if;
  if existing.status = 'confirmed'
     or last_link > now() - interval '1 hour' or recent_links >= 3
     or (not quiet and hourly_cap is not null and flood >= hourly_cap) then
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
  insert into public.chat_control_outbox (subscriber_id, mailbox, token, expires_at, quiet)
  values (subscriber, box, token, now() + interval '7 days', quiet);
end
$$;

-- ---------------------------------------------------------------------------
-- The sender (app/newsletter/outbox-sender.server.ts), on any number of servers.
-- claim: up to max_rows due mails whose link still works and that nobody holds, each
-- leased to `sender` for lease_seconds. Within the hourly budget (every claim of the last
-- hour counts): quiet clients' mails first, up to the whole budget; the others only while
-- `reserve` of the budget stays free. Claims are serialised by an advisory lock (the
-- budget is counted once) and skip locked rows.
-- ---------------------------------------------------------------------------
drop function if exists public.chat_control_outbox_claim(integer, integer, integer);
create or replace function public.chat_control_outbox_claim(max_rows integer, hourly_budget integer, lease_seconds integer, sender uuid, reserve integer default 0)
returns table (id bigint, email text, language text, token text, attempts integer)
language plpgsql security definer set search_path = '' as $$
declare
  used integer;
  quiet_ids bigint[];
  other_ids bigint[];
begin
  if sender is null then
    raise exception 'chat_control_outbox_claim needs the sender''s token' using errcode = '22004';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('chat_control_outbox_claim', 0));
  select count(*) into used from public.chat_control_outbox o where o.claimed_at > now() - interval '1 hour';
  select coalesce(array_agg(q.id), '{}') into quiet_ids from (
    select o.id from public.chat_control_outbox o
      join public.chat_control c on c.id = o.subscriber_id
     where o.quiet and o.sent_at is null and o.token is not null and o.expires_at > now()
       and o.next_attempt_at <= now() and (o.lease_until is null or o.lease_until <= now())
       and c.status = 'pending'
     order by o.next_attempt_at, o.id
     limit greatest(0, least(max_rows, hourly_budget - used))
       for update of o skip locked
  ) q;
  select coalesce(array_agg(q.id), '{}') into other_ids from (
    select o.id from public.chat_control_outbox o
      join public.chat_control c on c.id = o.subscriber_id
     where not o.quiet and o.sent_at is null and o.token is not null and o.expires_at > now()
       and o.next_attempt_at <= now() and (o.lease_until is null or o.lease_until <= now())
       and c.status = 'pending'
     order by o.next_attempt_at, o.id
     limit greatest(0, least(max_rows - cardinality(quiet_ids), hourly_budget - greatest(reserve, 0) - used - cardinality(quiet_ids)))
       for update of o skip locked
  ) q;
  return query
  update public.chat_control_outbox o
     set attempts = o.attempts + 1, claimed_at = now(), claimed_by = sender,
         lease_until = now() + make_interval(secs => greatest(lease_seconds, 5))
    from public.chat_control c
   where o.id = any (quiet_ids || other_ids) and c.id = o.subscriber_id
  returning o.id, c.email, c.language, o.token, o.attempts;
end
$$;

-- Right before its message leaves: true, and the lease renewed, when `sender` still holds
-- the mail and its link still works; false when another sender took it after the lease,
-- it was sent, or a newer link replaced it — then this sender does not send it.
create or replace function public.chat_control_outbox_hold(mail bigint, sender uuid, lease_seconds integer) returns boolean
language sql security definer set search_path = '' as $$
  with held as (
    update public.chat_control_outbox
       set lease_until = now() + make_interval(secs => greatest(lease_seconds, 5))
     where id = mail and claimed_by = sender and sent_at is null and token is not null and expires_at > now()
    returning 1
  )
  select exists (select 1 from held)
$$;

-- The mail server accepted the message: its token is dropped. Only by the sender that
-- holds the row (false otherwise: the sender lost it after its lease).
drop function if exists public.chat_control_outbox_sent(bigint);
create or replace function public.chat_control_outbox_sent(mail bigint, sender uuid) returns boolean
language sql security definer set search_path = '' as $$
  with sent as (
    update public.chat_control_outbox set sent_at = now(), token = null, lease_until = null
     where id = mail and claimed_by = sender and sent_at is null
    returning 1
  )
  select exists (select 1 from sent)
$$;

-- The mail server refused or could not be reached: retried after 10 s, 20 s, 40 s, …,
-- at most an hour apart, until the link expires; released for any sender.
drop function if exists public.chat_control_outbox_failed(bigint);
create or replace function public.chat_control_outbox_failed(mail bigint, sender uuid) returns boolean
language sql security definer set search_path = '' as $$
  with failed as (
    update public.chat_control_outbox
       set next_attempt_at = now() + least(interval '1 hour', interval '10 seconds' * power(2, least(greatest(attempts - 1, 0), 20))),
           claimed_by = null, lease_until = null
     where id = mail and claimed_by = sender and sent_at is null
    returning 1
  )
  select exists (select 1 from failed)
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.chat_control_subscribe(text, text, boolean, integer)',
    'public.chat_control_outbox_claim(integer, integer, integer, uuid, integer)',
    'public.chat_control_outbox_hold(bigint, uuid, integer)',
    'public.chat_control_outbox_sent(bigint, uuid)',
    'public.chat_control_outbox_failed(bigint, uuid)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to chat_control_server, service_role', fn);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------
-- Issue deliveries (scripts/newsletter-send.ts). A run claims one delivery right before
-- its message leaves, under the run's token and a lease. A delivery left 'sending' counts
-- as interrupted — and may be taken by --resend-interrupted — only once its lease has
-- passed: a run that is still sending it keeps it. The outcome is recorded only by the
-- run that holds the delivery.
-- ---------------------------------------------------------------------------
drop function if exists public.chat_control_claim(text, bigint, text, boolean);
create or replace function public.chat_control_claim(issue text, subscriber bigint, token_hash text, resend_interrupted boolean default false,
                                                     run uuid default null, lease_seconds integer default 600)
returns table (claimed boolean)
language sql set search_path = '' as $$
  with claimed as (
    insert into public.chat_control_deliveries as d (issue, subscriber_id, status, unsubscribe_token_hash, claimed_by, lease_until)
    select chat_control_claim.issue, subscriber, 'sending', token_hash, run, now() + make_interval(secs => greatest(lease_seconds, 5))
     where exists (select 1 from public.chat_control c where c.id = subscriber and c.status = 'confirmed')
    on conflict (issue, subscriber_id) do update
       set status = 'sending', unsubscribe_token_hash = excluded.unsubscribe_token_hash,
           attempts = d.attempts + 1, updated_at = now(), claimed_by = excluded.claimed_by, lease_until = excluded.lease_until
     where d.status = 'failed'
        or (resend_interrupted and d.status = 'sending' and (d.lease_until is null or d.lease_until <= now()))
    returning 1
  )
  select exists (select 1 from claimed)
$$;

drop function if exists public.chat_control_record(text, bigint, text, text);
create or replace function public.chat_control_record(issue text, subscriber bigint, outcome text, error text default null, run uuid default null)
returns table (updated boolean)
language sql set search_path = '' as $$
  with changed as (
    update public.chat_control_deliveries
       set status = outcome, last_error = null, updated_at = now(), lease_until = null
     where chat_control_deliveries.issue = chat_control_record.issue and subscriber_id = subscriber
       and status = 'sending' and claimed_by is not distinct from run
       and outcome in ('sent', 'failed')
    returning 1
  )
  select exists (select 1 from changed)
$$;

-- Deliveries another run started and has not finished: held_until is set while that run's
-- lease lasts (it may still be sending), null once it has passed (the run ended before the
-- mail server answered: interrupted, and --resend-interrupted may take it).
create or replace function public.chat_control_unfinished(issue text)
returns table (id bigint, email text, language text, attempts integer, held_until timestamptz)
language sql stable set search_path = '' as $$
  select c.id, c.email, c.language, d.attempts, case when d.lease_until > now() then d.lease_until end
    from public.chat_control_deliveries d join public.chat_control c on c.id = d.subscriber_id
   where d.issue = chat_control_unfinished.issue and d.status = 'sending' and c.status = 'confirmed'
   order by c.id
$$;

-- The interrupted ones among them (kept for operators who query it by hand).
create or replace function public.chat_control_interrupted(issue text)
returns table (id bigint, email text, language text, attempts integer)
language sql stable set search_path = '' as $$
  select u.id, u.email, u.language, u.attempts from public.chat_control_unfinished(issue) u where u.held_until is null
$$;

-- GDPR Art. 17: erases every record of the mailbox an address reaches (any spelling of
-- it, chat_control_mailbox), with its deliveries and queued mails; says what it removed.
create or replace function public.chat_control_forget(address text)
returns table (email text, status text, language text, created_at timestamptz, deliveries integer)
language sql set search_path = '' as $$
  with target as (
    select c.id, c.email, c.status, c.language, c.created_at,
           (select count(*) from public.chat_control_deliveries d where d.subscriber_id = c.id)::integer as deliveries
      from public.chat_control c
     where public.chat_control_mailbox(c.email) = public.chat_control_mailbox(trim(address))
  ), removed as (
    delete from public.chat_control c using target where c.id = target.id returning c.id
  )
  select t.email, t.status, t.language, t.created_at, t.deliveries from target t join removed r on r.id = t.id
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.chat_control_claim(text, bigint, text, boolean, uuid, integer)',
    'public.chat_control_record(text, bigint, text, text, uuid)',
    'public.chat_control_unfinished(text)',
    'public.chat_control_interrupted(text)',
    'public.chat_control_forget(text)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
