/** `data-*` attribute on <html> while geolocation decides: CSS shows the skeleton. */
export const PENDING_ATTR = 'data-lang-pending'

/**
 * `data-*` attribute on <html> once the app has hydrated: from then on React's handlers
 * run the controls (before, their HTML and the pre-paint script do). Tests wait for it.
 */
export const HYDRATED_ATTR = 'data-hydrated'
