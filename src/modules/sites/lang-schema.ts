import { z } from 'zod'
import { KNOWN_LANGS } from './languages'

/**
 * A language code at a boundary. Apart from ./locale, which the browser also runs: zod there
 * would ship in the first load of every page with a search box.
 */
export const langSchema = z.enum(KNOWN_LANGS)
