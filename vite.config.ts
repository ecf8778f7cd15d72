import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { lingui } from '@lingui/vite-plugin'

// `app.config.ts` no longer exists in TanStack Start (vinxi was removed):
// the Start plugin is configured here instead. See docs/decisions/001.
export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: { tsconfigPaths: true },
  plugins: [
    tailwindcss(),
    tanstackStart({ srcDirectory: 'app' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
})
