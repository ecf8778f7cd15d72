/**
 * The one way a command-line script reads a module of the app that needs Vite: through Vite's
 * module runner (`runnerImport`), with the Lingui macro compiled as the build compiles it —
 * app/spread/ and app/components/ use `t`, `msg` and `<Trans>` (scripts/spread.ts,
 * scripts/newsletter-send.ts) — and, for modules that read the PO catalogs themselves
 * (`import.meta.glob` of locales/), the Lingui Vite plugin that compiles them on import.
 * Plain Node cannot import those modules: a macro has no runtime, and a PO file is not
 * JavaScript. The content modules (app/content) need neither: scripts import them directly
 * (scripts/check-content.ts, docs/decisions/021-plain-message-descriptors.md).
 *
 * `path` is relative to the repository's root, as `runnerImport` resolves it from the working
 * directory npm scripts run in.
 */
export async function importAppModule<M>(path: string, { catalogs = false }: { catalogs?: boolean } = {}): Promise<M> {
  const [{ runnerImport }, { default: react }, { lingui }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@lingui/vite-plugin'),
  ])
  const { module } = await runnerImport<M>(path, {
    configFile: false,
    logLevel: 'silent',
    resolve: { tsconfigPaths: true },
    plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), ...(catalogs ? [lingui()] : [])],
  })
  return module
}
