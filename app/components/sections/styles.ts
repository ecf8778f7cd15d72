/*
 * Shared class lists for the home page's calls to action, so every button has the
 * same 44 px touch target, focus ring and hover treatment.
 */
export const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition-colors focus-visible:outline-offset-2'

export const buttonPrimary = `${buttonBase} bg-primary text-primary-foreground hover:bg-primary/90`

/** Light button on a primary-coloured panel. */
export const buttonInverse = `${buttonBase} bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:outline-primary-foreground`

export const buttonSecondary = `${buttonBase} border border-border bg-card text-card-foreground hover:bg-muted`

export const sectionHeading = 'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl'

export const sectionLead = 'mt-3 max-w-2xl text-lg text-pretty text-muted-foreground'

export const pill = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold'
