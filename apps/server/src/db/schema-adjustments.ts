/** Tables of the adjustments module (kysely types); the module owns this file. */
// biome-ignore lint/suspicious/noEmptyInterface: the adjustments module adds its tables here.
export interface AdjustmentsDatabase {}
