import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
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
 * plugin's macro guard (one is enough). Why a wrapper: docs/decisions/028-two-lingui-configurations-in-one-build.md.
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

/**
 * The build refuses the data `npm run content:check` refuses (scripts/check-content.ts): a
 * letter to an MEP at an address off the Parliament's domain, a source off the allow-list, a
 * count that does not add up. The check runs beside the bundling, in a process of its own
 * started with the build (about a second of the other core), and the build waits for its
 * verdict at the end of each environment's bundle, before anything is prerendered: no time
 * added to a build, and a `vite build` run by itself is guarded too (scripts/bundle-report.ts),
 * which a step in package.json's build script would not do. In its own process because the
 * content modules are plain Node (docs/decisions/021), not part of this configuration's bundle.
 * Its warnings (a review date that has passed) are printed, not fatal, as in content:check.
 */
function contentCheck(): Plugin {
  let verdict: Promise<{ ok: boolean; output: string }> | undefined
  let warned = false
  const run = () =>
    new Promise<{ ok: boolean; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('error', (error) => resolve({ ok: false, output: String(error) }))
      child.on('close', (code) => resolve({ ok: code === 0, output }))
    })
  return {
    name: 'chat-control:content-check',
    apply: 'build',
    buildStart() {
      verdict ??= run()
    },
    async buildEnd(error) {
      if (error || !verdict) return
      const { ok, output } = await verdict
      if (!ok) this.error(`npm run content:check refuses the content, so the build stops:\n${output}`)
      if (warned) return
      warned = true
      for (const line of output.split('\n')) if (line.startsWith('warning: ')) this.warn(line.slice('warning: '.length))
    },
  }
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
    contentCheck(),
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
