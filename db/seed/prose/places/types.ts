/**
 * What a place page says that no other page says (docs/content-quality.md): the
 * place's own geography, written as a local would describe it. Only public, well-known facts
 * about the place; nothing about the business (no jobs done, addresses, response times).
 */
export type PlaceLocal = {
  /** Sub-areas (vilas, jardins, bairros) and the places it borders. */
  area: string;
  /**
   * Where it sits (its main axis, in one sentence) and what its streets mean for a gate owner
   * there: slopes, water, crowds on the sidewalk, traffic at the garage. Not how the installer
   * gets there or parks, except what the resident should arrange for the visit, said once.
   */
  access: string;
  /** Housing and gates actually found there, by sub-area, and what that means for a gate motor. */
  housing: string;
};
