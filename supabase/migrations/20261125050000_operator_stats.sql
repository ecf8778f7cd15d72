-- What `npm run stats` reads (scripts/stats.ts, scripts/stats/queries.ts): page views, tool
-- clicks, subscribers by state, the confirmation-mail outbox and the last issue's deliveries.
-- Operator functions like chat_control_export: service_role only (the operator's
-- commands), never the web server (chat_control_server) nor the public keys; they run
-- with the caller's rights and only read. None returns an address or a token: counts,
-- days, languages, paths, tool names and issue names only.
-- Runs on Supabase, on a plain PostgreSQL (DATABASE_URL) and on the embedded PGlite store
-- (app/newsletter/migrations.server.ts); idempotent like the others.

-- Page views per day, path and language from `since` on (UTC days, as counted). Days are
-- returned as 'YYYY-MM-DD' text: every client reads them alike (node-postgres would make a
-- local-time Date of a date).
create or replace function public.chat_control_stats_views(since date)
returns table (day text, path text, lang text, views bigint)
language sql stable set search_path = '' as $$
  select to_char(v.day, 'YYYY-MM-DD'), v.path, v.lang, v.views
    from public.chat_control_page_views v
   where v.day >= since
   order by v.day, v.path
$$;

-- Tool clicks (the /go/<tool> redirects) per day and tool from `since` on.
create or replace function public.chat_control_stats_clicks(since date)
returns table (day text, tool text, clicks bigint)
language sql stable set search_path = '' as $$
  select to_char(c.day, 'YYYY-MM-DD'), c.tool, c.clicks
    from public.chat_control_tool_clicks c
   where c.day >= since
   order by c.day, c.tool
$$;

-- Subscriber records now, per state (pending, confirmed, unsubscribed) and language.
create or replace function public.chat_control_stats_subscribers()
returns table (status text, language text, subscribers bigint)
language sql stable set search_path = '' as $$
  select c.status, c.language, count(*)
    from public.chat_control c
   group by c.status, c.language
   order by c.status, c.language
$$;

-- Confirmations and unsubscribes per UTC day and language from `since` on, from the
-- records that still exist (an erased address takes its days with it).
create or replace function public.chat_control_stats_changes(since date)
returns table (day text, language text, confirmations bigint, unsubscribes bigint)
language sql stable set search_path = '' as $$
  with events as (
    select (c.confirmed_at at time zone 'UTC')::date as day, c.language, 1 as confirmed, 0 as unsubscribed
      from public.chat_control c where c.confirmed_at is not null
    union all
    select (c.unsubscribed_at at time zone 'UTC')::date, c.language, 0, 1
      from public.chat_control c where c.unsubscribed_at is not null
  )
  select to_char(e.day, 'YYYY-MM-DD'), e.language, sum(e.confirmed)::bigint, sum(e.unsubscribed)::bigint
    from events e
   where e.day >= since
   group by e.day, e.language
   order by e.day, e.language
$$;

-- The confirmation-mail outbox now. Rows stay a day after their mail left or their link
-- expired (chat_control_purge), so `sent` and the two kinds of unsent mail cover about
-- the last day. waiting: will still be sent (of which retrying: tried at least once);
-- failed: tried, never accepted, and its link expired or was replaced; dropped: never
-- tried before its link expired or was replaced (held back by the hourly budget).
create or replace function public.chat_control_stats_outbox()
returns table (waiting bigint, retrying bigint, sent bigint, failed bigint, dropped bigint, oldest_waiting timestamptz)
language sql stable set search_path = '' as $$
  with o as (
    select o.*, (o.sent_at is null and o.token is not null and o.expires_at > now()) as live
      from public.chat_control_outbox o
  )
  select count(*) filter (where live),
         count(*) filter (where live and attempts > 0),
         count(*) filter (where sent_at is not null),
         count(*) filter (where sent_at is null and not live and attempts > 0),
         count(*) filter (where sent_at is null and not live and attempts = 0),
         min(created_at) filter (where live)
    from o
$$;

-- The last issue a run worked on (the latest delivery record) and where its deliveries
-- stand: sent, failed (the next run retries them), sending (in flight, or left by a run
-- that was killed) and waiting (confirmed subscribers it has not tried yet). No row when
-- no issue was ever sent.
create or replace function public.chat_control_stats_issue()
returns table (issue text, sent bigint, failed bigint, sending bigint, waiting bigint, last_update timestamptz)
language sql stable set search_path = '' as $$
  with last as (
    select d.issue, max(d.updated_at) as last_update
      from public.chat_control_deliveries d
     group by d.issue
     order by max(d.updated_at) desc, d.issue
     limit 1
  )
  select l.issue,
         (select count(*) from public.chat_control_deliveries d where d.issue = l.issue and d.status = 'sent'),
         (select count(*) from public.chat_control_deliveries d where d.issue = l.issue and d.status = 'failed'),
         (select count(*) from public.chat_control_deliveries d where d.issue = l.issue and d.status = 'sending'),
         (select count(*) from public.chat_control c
           where c.status = 'confirmed'
             and not exists (select 1 from public.chat_control_deliveries d where d.issue = l.issue and d.subscriber_id = c.id)),
         l.last_update
    from last l
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.chat_control_stats_views(date)',
    'public.chat_control_stats_clicks(date)',
    'public.chat_control_stats_subscribers()',
    'public.chat_control_stats_changes(date)',
    'public.chat_control_stats_outbox()',
    'public.chat_control_stats_issue()'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
