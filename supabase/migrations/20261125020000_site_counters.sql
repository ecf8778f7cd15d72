-- Page views and outbound tool clicks, counted per day and nothing else
-- (app/content/legal/privacy-policy.ts, "Page views" and "Affiliate links"): one row per
-- UTC day and page path, one row per UTC day and tool. No column can hold anything about a
-- visitor — no address, cookie, user agent, referrer or time finer than the day.
-- Runs on Supabase, on a plain PostgreSQL (DATABASE_URL) and on the embedded PGlite store
-- (app/newsletter/migrations.server.ts); idempotent like the others.
--
-- Servers add their batched counts with chat_control_count_views / _clicks (one call per
-- flush, any number of servers on one database: the upsert adds, never overwrites); the
-- daily purge deletes rows older than 13 months (chat_control_purge_counters).

create table if not exists public.chat_control_page_views (
  day date not null,
  path text not null check (char_length(path) between 1 and 300),
  lang text not null check (lang ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'),
  views bigint not null default 0 check (views >= 0),
  primary key (day, path)
);

create table if not exists public.chat_control_tool_clicks (
  day date not null,
  tool text not null check (tool ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  clicks bigint not null default 0 check (clicks >= 0),
  primary key (day, tool)
);

revoke all on table public.chat_control_page_views from public, anon, authenticated, chat_control_server;
revoke all on table public.chat_control_tool_clicks from public, anon, authenticated, chat_control_server;
grant select on table public.chat_control_page_views to service_role;
grant select on table public.chat_control_tool_clicks to service_role;

-- Adds a batch of page views: parallel arrays of path, language and count for one day.
create or replace function public.chat_control_count_views(p_day date, p_paths text[], p_langs text[], p_counts bigint[])
returns void
language sql security definer set search_path = '' as $$
  insert into public.chat_control_page_views as v (day, path, lang, views)
  select p_day, t.path, t.lang, t.n
    from unnest(p_paths, p_langs, p_counts) as t(path, lang, n)
   where t.n > 0
  on conflict (day, path) do update set views = v.views + excluded.views
$$;

-- Adds a batch of tool clicks: parallel arrays of tool and count for one day.
create or replace function public.chat_control_count_clicks(p_day date, p_tools text[], p_counts bigint[])
returns void
language sql security definer set search_path = '' as $$
  insert into public.chat_control_tool_clicks as c (day, tool, clicks)
  select p_day, t.tool, t.n
    from unnest(p_tools, p_counts) as t(tool, n)
   where t.n > 0
  on conflict (day, tool) do update set clicks = c.clicks + excluded.clicks
$$;

-- Deletes the counts the retention period has ended (13 months, privacy policy).
create or replace function public.chat_control_purge_counters()
returns void
language sql security definer set search_path = '' as $$
  delete from public.chat_control_page_views where day < (current_date - interval '13 months');
  delete from public.chat_control_tool_clicks where day < (current_date - interval '13 months');
$$;

revoke all on function public.chat_control_count_views(date, text[], text[], bigint[]) from public, anon, authenticated;
revoke all on function public.chat_control_count_clicks(date, text[], bigint[]) from public, anon, authenticated;
revoke all on function public.chat_control_purge_counters() from public, anon, authenticated;
grant execute on function public.chat_control_count_views(date, text[], text[], bigint[]) to chat_control_server, service_role;
grant execute on function public.chat_control_count_clicks(date, text[], bigint[]) to chat_control_server, service_role;
grant execute on function public.chat_control_purge_counters() to chat_control_server, service_role;
