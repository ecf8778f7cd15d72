/*
 * Shared class lists of the home page's sections (buttons: app/ui/button.tsx).
 */
export const sectionHeading = 'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl'

export const sectionLead = 'mt-3 max-w-2xl text-lg text-pretty text-muted-foreground'

export const pill = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold'
