-- Newsletter subscriptions (docs/product.md#newsletter).
--
-- The same file runs on Supabase (`supabase db push`, or paste it into the SQL
-- editor), on a plain PostgreSQL and on the embedded PGlite store; on those two,
-- app/newsletter/migrate.ts first creates the `anon` and `authenticated` roles
-- Supabase already has. It is idempotent: running it twice changes nothing.

create table if not exists public.chat_control (
  id bigint generated always as identity primary key,
  email text not null,
  language text not null default 'en',
  created_at timestamptz not null default now(),
  constraint chat_control_email_length check (char_length(email) <= 254),
  -- Same pattern as app/newsletter/email.ts (a unit test keeps them equal): the
  -- database refuses an invalid address even from a direct insert.
  constraint chat_control_email_format check (
    email ~ '^[A-Za-z0-9_][A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{0,63}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
  ),
  -- Stored normalised: the domain part in lower case.
  constraint chat_control_email_domain_lower check (split_part(email, '@', 2) = lower(split_part(email, '@', 2))),
  constraint chat_control_language check (language in ('en', 'nl', 'de', 'fr'))
);

comment on table public.chat_control is
  'Weekly newsletter subscribers of the Chat Control campaign site: one row per address.';

-- One row per address whatever the case of its local part. The site then showed a
-- duplicate (23505) as a success, so nobody could learn whether an address is subscribed
-- (20261123020000_newsletter_server_role.sql replaces this index).
create unique index if not exists chat_control_email_lower_key on public.chat_control (lower(email));

-- Row-level security: the public (anon) key may add a subscriber and do nothing
-- else — no select, update or delete. Supabase grants every privilege on new
-- tables to anon and authenticated by default, so take them all back first.
alter table public.chat_control enable row level security;

revoke all on table public.chat_control from public, anon, authenticated;
grant insert (email, language) on table public.chat_control to anon;

drop policy if exists "Visitors may subscribe" on public.chat_control;
create policy "Visitors may subscribe" on public.chat_control
  as permissive
  for insert
  to anon
  with check (true);
