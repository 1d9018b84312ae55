/**
 * What a place page says that no other page says (docs/content-quality.md): the
 * place's own geography, written as a local would describe it. Only public, well-known facts
 * about the place; nothing about the business (no jobs done, addresses, response times).
 */
export type PlaceLocal = {
  /** Sub-areas (vilas, jardins, bairros) and the places it borders. */
  area: string;
  /** How one gets there and moves around: avenues, highways, rail and metro, slopes. */
  access: string;
  /** Housing and gates actually found there, by sub-area, and what that means for a gate motor. */
  housing: string;
};
