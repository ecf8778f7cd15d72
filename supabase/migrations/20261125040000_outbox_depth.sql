-- How many confirmation mails wait to be sent (the metrics endpoint's outbox depth,
-- server/metrics.ts): mails not sent whose link has not expired. A number only, for the
-- web server's role, which cannot read the outbox itself
-- (20261123020000_newsletter_server_role.sql). Idempotent like the others.
create or replace function public.chat_control_outbox_depth()
returns bigint
language sql stable security definer set search_path = '' as $$
  select count(*) from public.chat_control_outbox where sent_at is null and expires_at > now()
$$;

revoke all on function public.chat_control_outbox_depth() from public, anon, authenticated;
grant execute on function public.chat_control_outbox_depth() to chat_control_server, service_role;
