// ESLint (flat config): typescript-eslint, React hooks (including the React Compiler
// rules of eslint-plugin-react-hooks 7) and jsx-a11y on the app, tests and scripts.
// Formatting is Prettier's (.prettierrc.json): eslint-config-prettier turns off the
// stylistic rules that would fight it. See docs/decisions/011.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

export default tseslint.config(
  {
    // Generated: the route tree (TanStack Router), the catalogs and their compiled modules
    // (locales/<language>/, Lingui), builds, data. The translator apparatus in locales/*.ts is ours.
    ignores: ['app/routeTree.gen.ts', 'locales/*/**', 'dist/**', 'dist-*/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names mark an argument or binding kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A type-only import says so (`import type`, `import { type X }`): the import circle
      // between the route files and the generated route tree (app/routeTree.gen.ts) must
      // stay type-only, and a type import never pulls a module into a bundle.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  prettier,
)
