import { z } from 'zod'
import { LANGS } from '~/i18n/languages'

/**
 * Shape of the newsletter server function's input. Imported only by
 * newsletter.functions.ts (whose validator the Start compiler strips from the
 * client build) and server modules, so zod never reaches the browser.
 * The address itself is judged by `normaliseEmail` in the handler: an invalid one
 * is an 'invalid' outcome (the "Invalid Email" toast), not a rejected request.
 */
export const subscribeInputSchema = z.object({
  email: z.string().max(4096),
  language: z.enum(LANGS),
  website: z.string().max(4096).optional(),
})
