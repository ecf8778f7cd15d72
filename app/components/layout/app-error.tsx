import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/** docs/product.md#render-errors: a routing render error shows 'Unexpected Application Error!' and the error text. */
export function AppError({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const message = error instanceof Error ? error.message : String(error)
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-3xl font-bold">{t`Unexpected Application Error!`}</h1>
      <pre className="mt-6 overflow-x-auto whitespace-pre-wrap rounded-md border border-border bg-muted p-4 text-sm">
        {message || t`Something went wrong`}
      </pre>
    </section>
  )
}
