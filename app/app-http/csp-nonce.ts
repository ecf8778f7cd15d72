/**
 * The request header through which the Node server (server/app-path.ts) hands the app the
 * nonce of the response's Content-Security-Policy; the router puts it on every inline
 * script it renders (app/router.tsx, `ssr.nonce`). The server always overwrites a value a
 * client sent. Without it (the build's prerendering, the dev server) there is no nonce,
 * and prerendered pages are allowed their scripts by hash.
 */
export const CSP_NONCE_HEADER = 'x-csp-nonce'
