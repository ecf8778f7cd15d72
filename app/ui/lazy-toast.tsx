import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

/**
 * sonner is ~10 KiB gzip that no visitor needs until a toast is shown, so it is not
 * in the page's initial JavaScript: the first toast (or `preloadToasts()`, called when
 * the newsletter field gets focus) mounts the Toaster and loads sonner, then shows it.
 */
const LazySonnerToaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

let requested = false
let resolveMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => (resolveMounted = resolve))
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Start loading the toaster (idempotent). */
export function preloadToasts(): Promise<typeof import('sonner')> {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  return import('sonner')
}

type ToastOptions = { description?: string }

async function show(kind: 'success' | 'error', title: string, options?: ToastOptions) {
  const { toast } = await preloadToasts()
  await mounted
  toast[kind](title, options)
}

/** The part of sonner's `toast` the site uses, loading sonner on first use. */
export const toast = {
  success: (title: string, options?: ToastOptions) => void show('success', title, options),
  error: (title: string, options?: ToastOptions) => void show('error', title, options),
}

function MountedSignal() {
  useEffect(() => resolveMounted(), [])
  return null
}

/** Placed once in the layout; renders nothing until a toast is requested. */
export function LazyToaster() {
  const isRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  if (!isRequested) return null
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster />
      <MountedSignal />
    </Suspense>
  )
}
