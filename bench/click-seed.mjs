// Clicks of a click flood and of real visitors, written straight into a server's database for the
// bench's "the owner exports while visitors browse" scenario and the fault script `export`
// (docs/performance.md "Leads dashboard and exports"). Synthetic rows of the benchmark's own
// temporary database, never shown as anyone's lead.
import Database from "better-sqlite3";

const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
const PAGES = [
  ["/cidades/guarulhos", "cidade", "guarulhos"],
  ["/motores/motor-ppa-home", "motor", "motor-ppa-home"],
  ["/", "inicio", null],
  ["/portao-nao-abre", "problema", "portao-nao-abre"],
];

/** The n-th code of the alphabet's 29⁴ (distinct for n below 707,281). */
function codeOf(n) {
  let code = "";
  for (let i = 0; i < 4; i++, n = Math.floor(n / CODE_ALPHABET.length)) code += CODE_ALPHABET[n % CODE_ALPHABET.length];
  return code;
}

/**
 * Inserts `suspect` suspect and `counted` counted clicks spread evenly over the (`days` − 1) × 24 hours
 * before `now` (all inside the dashboard's range of `days` days), in transactions of 10,000 rows.
 * One counted click in fifty has a campaign value a spreadsheet would run as a formula, and one
 * in a hundred a page path with a semicolon and a quote, so an export must escape them.
 * @returns {{ total: number, counted: number, suspect: number }}
 */
export function seedClicks(dbFile, { suspect, counted, now = Date.now(), days = 30 }) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `INSERT INTO contact_clicks (at, channel, code, page_path, template, subject, placement, utm_source, visitor_hash, suspect, address_hash, network_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const total = suspect + counted;
    // Newest first back to (days − 1) × 24 h ago: every row is within the last `days` São Paulo days, whatever the hour.
    const span = (days - 1) * 86_400_000;
    // Interleave: of every `total` rows, the counted ones are spread evenly among the suspect ones.
    let countedLeft = counted;
    const rows = (function* () {
      for (let i = 0; i < total; i++) {
        const wantCounted = countedLeft > 0 && Math.floor(((i + 1) * counted) / total) > counted - countedLeft;
        if (wantCounted) countedLeft--;
        // The k-th counted click (from 1), to mark some of them.
        const k = wantCounted ? counted - countedLeft : 0;
        const [path, template, subject] = PAGES[i % PAGES.length];
        const whatsapp = i % 5 !== 0;
        yield [
          Math.round(now - 1_000 - (i * span) / total),
          whatsapp ? "whatsapp" : "telefone",
          whatsapp ? codeOf(i) : null,
          k % 100 === 7 ? `${path}?a=1;b="2"` : path,
          template,
          subject,
          "destaque",
          k % 50 === 3 ? "=HYPERLINK(1)" : null,
          `bench-${i}`,
          wantCounted ? 0 : 1,
          `addr-${i % 997}`,
          `net-${i % 97}`,
        ];
      }
    })();
    const batch = db.transaction((list) => {
      for (const r of list) insert.run(...r);
    });
    let list = [];
    for (const r of rows) {
      list.push(r);
      if (list.length === 10_000) {
        batch(list);
        list = [];
      }
    }
    if (list.length > 0) batch(list);
    return { total, counted, suspect };
  } finally {
    db.close();
  }
}
