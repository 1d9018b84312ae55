/**
 * The bounds of lead counting (decision 0014; docs/decisions/0014-leads-counted-on-the-server.md, 0023). Every table a
 * visitor can grow has one: clicks by retention and daily caps (counted and suspect), daily views by
 * retention, by the site's own pages and a cap on distinct paths a day, the visitor salts by keeping only today's.
 * Budgets are per source (an address, and its /24 for IPv4 or /64 for IPv6), so a flood from one
 * source cannot use up what other visitors' clicks and views need (decision 0023).
 */
export const LEADS_LIMITS = {
  /** Repeated clicks of one visitor on one button kind of one page within this window count once. */
  repeatWindowMs: 60_000,
  /** Counted clicks per São Paulo day; past it clicks are kept as suspect. */
  maxClicksPerDay: 10_000,
  /** Counted clicks per address and day; past it the address's clicks are suspect (they keep their code). */
  maxClicksPerAddressPerDay: 20,
  /** Counted clicks per /24 (IPv4) or /64 (IPv6) and day; past it the network's clicks are suspect. */
  maxClicksPerNetworkPerDay: 100,
  /** Suspect clicks kept per day; past it a suspect click is sent on without a code and nothing is stored. */
  maxSuspectClicksPerDay: 5_000,
  /** Suspect clicks are deleted after this many days (their codes are free again). */
  suspectRetentionDays: 30,
  /** Views counted per address and day (one per visitor and page); past it the address's views are counted apart as suspect. */
  maxViewsPerAddressPerDay: 300,
  /** Views counted per /24 or /64 and day; past it the network's views are counted apart as suspect. */
  maxViewsPerNetworkPerDay: 2_000,
  /** How often, at most, the view beacon checks whether the site's pages changed (one read of the content version). */
  sitePagesCheckMs: 1_000,
  /** Distinct pages counted per day (only the site's own pages count); further pages are added up under OTHER_PATHS. */
  maxPathsPerDay: 2_000,
  /** Distinct visitor and page pairs remembered per day in memory (one view each); past it views are not counted. */
  maxVisitorsPerDay: 200_000,
  /** Views are kept in memory and written this often: a crash loses at most this interval. */
  flushIntervalMs: 30_000,
  /**
   * Recorded clicks wait in memory at most this long and are written together (one commit instead
   * of one per click; its fsync runs off the event loop, decision 0022): a crash loses at most the
   * clicks of this last second.
   */
  clickFlushMs: 1_000,
  /** Clicks waiting in memory at most; one more writes them at once. */
  maxPendingClicks: 100,
  /** Longest UTM value or click id stored. */
  maxCampaignValueChars: 100,
};

/** Where views of paths beyond `maxPathsPerDay` are counted. */
export const OTHER_PATHS = "(outros caminhos)";
/** Where views past their source's budget are counted, out of the dashboard's figures (decision 0023). */
export const SUSPECT_VIEWS = "(visitas suspeitas)";
