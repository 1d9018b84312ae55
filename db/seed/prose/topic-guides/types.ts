/**
 * What a topic page says that no other page says (docs/content-quality.md): what the
 * service or part really is, what drives its cost, and the mistakes people make with it.
 * Prices appear only as placeholders filled from business.ts (see ./index.ts).
 */
export type TopicGuide = {
  /** What it is and how it works, concretely. */
  what: string;
  /** What the cost depends on; prices only through the placeholders of ./index.ts. */
  cost: string;
  /** Common mistakes and how to avoid them. */
  pitfalls: string;
};
