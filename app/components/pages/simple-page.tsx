import type { ReactNode } from 'react'

/** Heading + body wrapper shared by the inner pages. */
export function SimplePage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      {children}
    </section>
  )
}
