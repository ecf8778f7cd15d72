import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { isPrefixedLang } from '~/i18n/languages'

// `{-$lang}` is optional: English pages have no prefix. Any other first segment
// that reaches here as a "language" (`/es/...`, `/en/...`) is not a page.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && !isPrefixedLang(params.lang)) throw notFound()
  },
  component: Outlet,
})
