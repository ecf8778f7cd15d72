/**
 * `data-*` attribute on <html>, set by the pre-paint script (app/boot/pre-paint.ts):
 * `late` when the visitor's clock is more than LATE_NOTICE_AFTER_DAYS past the as-of date
 * (app/content/as-of.ts), else `fresh`. CSS reads it (app/styles.css); tests too.
 */
export const SNAPSHOT_ATTR = 'data-snapshot'
