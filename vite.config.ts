import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { lingui } from '@lingui/vite-plugin'
import { PSEUDO_LANG } from './app/i18n/languages'
import { PRERENDERED_PATHS } from './app/i18n/slugs'

// `app.config.ts` no longer exists in TanStack Start (vinxi was removed):
// the Start plugin is configured here instead. See docs/decisions/001.
// The languages outside the public list (app/i18n/languages.ts): the pseudo-locale on the
// development server only, and the extra language a test build names (EXTRA_TEST_LANGUAGE,
// tests/extra-language/). Written into the bundles; never set by the public build.
const extraLanguages = (command: string): string =>
  [command === 'serve' ? PSEUDO_LANG : '', process.env.EXTRA_TEST_LANGUAGE ?? ''].filter(Boolean).join(',')

/**
 * The Lingui plugin twice: once for the site's catalogs (lingui.config.ts), once for the letter
 * catalogs of the other official languages (lingui.letters.config.ts, locales/letters/). A
 * plugin compiles a `.po` file on import only if its configuration names the file, and throws on
 * any other: each instance gets the files of its own configuration. Only the first keeps the
 * plugin's macro guard (one is enough).
 */
function linguiCatalogs(): Plugin[] {
  const isLetterCatalog = (id: string) => id.split('?')[0]!.replace(/\\/g, '/').includes('/locales/letters/')
  const only = (plugins: Plugin[], test: (id: string) => boolean): Plugin[] =>
    plugins.map((plugin) => {
      const transform = plugin.transform
      if (typeof transform !== 'function') return plugin
      return {
        ...plugin,
        transform(this: ThisParameterType<typeof transform>, ...args: Parameters<typeof transform>) {
          return test(args[1]) ? transform.apply(this, args) : undefined
        },
      } as Plugin
    })
  const site = lingui() as Plugin[]
  const letters = (lingui({ configPath: 'lingui.letters.config.ts' }) as Plugin[]).filter((plugin) => plugin.name === 'vite-plugin-lingui')
  if (site.length !== 2 || letters.length !== 1)
    throw new Error(
      'vite.config.ts: @lingui/vite-plugin no longer returns its two plugins (macro guard, catalog compiler): revisit linguiCatalogs()',
    )
  return [...only(site, (id) => !isLetterCatalog(id)), ...only(letters, isLetterCatalog)]
}

export default defineConfig(({ command }) => ({
  define: { __EXTRA_LANGUAGES__: JSON.stringify(extraLanguages(command)) },
  server: { port: Number(process.env.PORT ?? 3000) },
  // DIST_DIR lets several builds coexist (e.g. parallel test runs); default dist/.
  build: { outDir: process.env.DIST_DIR ?? 'dist' },
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        // Read (then removed) by scripts/defer-boot.ts: the page's catalog chunk joins the boot hints.
        manifest: true,
        rolldownOptions: {
          output: {
            // The runtime every page boots with (React, the router, Start's client,
            // Lingui) in one chunk: split by import graph it came as a dozen small
            // chunks that compress worse (~3 KiB gzip more). TanStack Query and
            // sonner stay lazy (app/lib/query.ts, lazy-toast.tsx).
            codeSplitting: {
              groups: [
                {
                  name: 'runtime',
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|cookie-es|@lingui[\\/](core|react|message-utils)|@tanstack[\\/](history|store|react-store|router-core|react-router|start-client-core|react-start|react-start-client|start-fn-stubs|start-storage-context))[\\/]/,
                },
                // The icons as one small chunk instead of one file per icon: each file is a
                // request, and requests past the sixth wait for a free connection.
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
      // Every page of the slug table and every member state's action page, plus the newsletter's noindex token pages, are rendered
      // to HTML at build time (server/site-server.ts answers them from memory); the list
      // comes from the slug table. Their query variants and the not-found pages are
      // written by scripts/prerender-extra.ts.
      prerender: { enabled: true, crawlLinks: false, autoStaticPathsDiscovery: false, failOnError: true },
      pages: PRERENDERED_PATHS.map((path) => ({ path })),
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    ...linguiCatalogs(),
  ],
}))
