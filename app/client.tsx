// The client entry only waits for the browser to paint the server's HTML, then loads
// the application (app/boot.tsx). Started at once, the app's JavaScript ran before the
// first full paint on slow phones and delayed the largest text by up to a second
// (Lighthouse: LCP "render delay"); the page is complete and readable without it.
function boot() {
  void import('./boot')
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => setTimeout(boot, 0)))
else requestAnimationFrame(() => setTimeout(boot, 0))
