/**
 * Every bound of the testimonials (decision 0027), stated in docs/operations.md "Limits". Pure: the
 * admin forms, the customer's form and the server read the same numbers.
 */
export const TESTIMONIAL_LIMITS = {
  /** Testimonials shown on a page (docs/product.md §2). */
  shownPerPage: 3,
  /** Name as shown ("Maria S.", "Condomínio Jardim das Flores"). */
  nameMax: 80,
  /** Place as shown ("Vila Galvão, Guarulhos"). */
  placeMax: 80,
  /** The testimonial itself. */
  textMin: 20,
  textMax: 1_000,
  /** Service done, as the owner writes it. */
  serviceMax: 80,
  /** Who a review-request link was sent to (the owner's own note). */
  customerMax: 120,
  /** Testimonials stored at once, of every status (a new one beyond is refused). */
  maxStored: 300,
  /** Customer submissions waiting for the owner; one more is refused with a message. */
  maxPending: 20,
  /** Review-request links not yet used nor expired; one more is refused. */
  maxOpenRequests: 100,
  /** A review-request link works this many days after it was created, once. */
  requestLifetimeDays: 14,
  /** Used or expired links are kept this many days in the owner's list, then deleted. */
  requestKeptDays: 30,
  /** Posts of the customer's form per client address in `formWindowMs`. */
  formPostsPerAddress: 10,
  /**
   * The window of `formPostsPerAddress`: 15 minutes, the window housekeeping prunes
   * login_attempts by (LOGIN_LIMIT.windowMs), where the posts are counted.
   */
  formWindowMs: 15 * 60 * 1000,
} as const;
