/** `data-*` attribute on <html> while geolocation decides: CSS shows the skeleton. */
export const PENDING_ATTR = 'data-lang-pending'
