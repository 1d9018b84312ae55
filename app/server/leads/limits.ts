/**
 * The bounds of lead counting (issue #15; docs/decisions/0014-leads-counted-on-the-server.md). Every table a
 * visitor can grow has one: clicks by retention and a daily cap, daily views by retention
 * and a cap on distinct paths a day, the visitor salts by keeping only today's.
 */
export const LEADS_LIMITS = {
  /** Repeated clicks of one visitor on one button kind of one page within this window count once. */
  repeatWindowMs: 60_000,
  /** Clicks recorded per São Paulo day; past it the redirect still works but nothing is stored. */
  maxClicksPerDay: 10_000,
  /** Distinct paths counted per day; further paths are added up under OTHER_PATHS. */
  maxPathsPerDay: 2_000,
  /** Distinct visitors remembered per day in memory (for unique counts); past it views still count. */
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
