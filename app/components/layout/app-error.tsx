import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/** docs/product.md#render-errors: a routing render error shows 'Unexpected Application Error!' and the error text. */
export function AppError({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  const message = error instanceof Error ? error.message : String(error)
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-3xl font-bold">
        {t({ message: `Unexpected Application Error!`, comment: 'Error page shown when the app fails in the browser: its heading.' })}
      </h1>
      <pre className="mt-6 overflow-x-auto whitespace-pre-wrap rounded-md border border-border bg-muted p-4 text-sm">
        {message ||
          t({
            message: `Something went wrong`,
            comment:
              'Heading of an error: on the error page when the app fails, and on the newsletter confirm/unsubscribe pages when the server could not answer.',
          })}
      </pre>
    </section>
  )
}
