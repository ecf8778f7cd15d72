// What scripts/spread.ts needs from the app, in one module loaded through Vite's module
// runner (for the Lingui macro and the catalogs).
export { i18nFor, shareImages, textFiles } from '../../app/spread/build'
export { OFFLINE_PAGES, offlineTexts } from '../../app/spread/offline-texts'
