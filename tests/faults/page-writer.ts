// A separate writer process for the fault scripts (run with tsx). Prints one line per
// committed change, only after its transaction committed:
//   ACK create <slug> | ACK delete <slug> | ERROR <code> <message> | DONE
// Modes:
//   batch <db file> <prefix> <count>          create <prefix>-1 … <prefix>-<count>, one transaction each
//   mix <db file> <prefix> <seconds> <pause ms>   admin-like: save one page, batch-create 5, delete, pause, repeat
import { closeDatabase } from "~/server/data/db.server";
import { createPage, deletePage, useDatabase } from "./page-store";

const [mode, file, prefix, a, b] = process.argv.slice(2);
useDatabase(file);
const out = (line: string) => process.stdout.write(line + "\n");

function attempt(fn: () => void, ack: string) {
  try {
    fn();
    out(ack);
  } catch (error) {
    const e = error as { code?: string; message?: string };
    out(`ERROR ${e.code ?? "?"} ${e.message ?? String(error)}`);
  }
}

out("READY");
if (mode === "batch") {
  for (let i = 1; i <= Number(a); i++) {
    const slug = `${prefix}-${i}`;
    attempt(() => createPage(slug), `ACK create ${slug}`);
  }
} else if (mode === "mix") {
  const until = Date.now() + Number(a) * 1000;
  const pause = Number(b);
  const alive: string[] = [];
  let n = 0;
  const create = () => {
    const slug = `${prefix}-${++n}`;
    attempt(() => createPage(slug), `ACK create ${slug}`);
    alive.push(slug);
  };
  const remove = (slug: string) => attempt(() => deletePage(slug), `ACK delete ${slug}`);
  while (Date.now() < until) {
    create(); // "Salvar Página"
    for (let i = 0; i < 5; i++) create(); // batch creator, one page per transaction
    // "Deletar": one page, or the six oldest once the list is long, as an admin tidying up.
    if (alive.length > 30) for (const slug of alive.splice(0, 6)) remove(slug);
    else remove(alive.splice(Math.floor(Math.random() * alive.length), 1)[0]);
    await new Promise((r) => setTimeout(r, pause));
  }
} else {
  throw new Error(`modo desconhecido: ${mode}`);
}
closeDatabase();
out("DONE");
