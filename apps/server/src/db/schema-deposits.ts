/** Tables of the deposits module (kysely types); the module owns this file. */
// biome-ignore lint/suspicious/noEmptyInterface: the deposits module adds its tables here.
export interface DepositsDatabase {}
