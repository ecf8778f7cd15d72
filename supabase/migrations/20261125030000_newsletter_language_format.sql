-- The newsletter's `language` column accepts any site language code, not a fixed list:
-- the site's languages are data (app/i18n/languages.ts, docs/translating.md#adding-a-language),
-- so adding one needs no migration. The server accepts only the languages it is built
-- with (app/newsletter/newsletter.schema.ts, newsletter-post.server.ts: the page's own
-- language); the database keeps the shape: two or three lower-case letters.
-- Runs on Supabase, on a plain PostgreSQL (DATABASE_URL) and on the embedded PGlite store
-- (app/newsletter/migrations.server.ts); idempotent like the others.

alter table public.chat_control drop constraint if exists chat_control_language;
alter table public.chat_control add constraint chat_control_language check (language ~ '^[a-z]{2,3}$');
