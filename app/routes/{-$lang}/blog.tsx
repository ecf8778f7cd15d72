import { createFileRoute } from '@tanstack/react-router'
import { BlogPage } from '~/components/pages/coming-soon-pages'

export const Route = createFileRoute('/{-$lang}/blog')({
  component: BlogPage,
})
