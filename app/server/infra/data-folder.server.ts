import fs from "node:fs";
import path from "node:path";

/** The data folder (DATABASE_URL's folder) cannot be created or written: stops the start-up with one line (decision 0030). */
export class DataFolderError extends Error {}

const REASONS: Record<string, string> = {
  EACCES: "sem permissão de escrita",
  EPERM: "sem permissão de escrita",
  EROFS: "sistema de arquivos somente leitura",
  ENOENT: "caminho inexistente que não pode ser criado",
  ENOTDIR: "um arquivo ocupa o lugar de uma pasta no caminho",
};

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code ?? "";
  return REASONS[code] ?? `${code || "erro"}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
}

function userHint(): string {
  return typeof process.getuid === "function" ? ` para o usuário ${process.getuid()}` : "";
}

/**
 * Makes sure `dir` exists and this process can write in it (and `file` in it, when it exists),
 * or throws a DataFolderError naming the path, the reason and what to do. The missing levels
 * are created one at a time below the nearest existing folder: Node's recursive mkdir never
 * returns under /proc, where creation fails with ENOENT at every level.
 */
export function ensureDataFolder(dir: string, file?: string): void {
  const absolute = path.resolve(dir);
  const fail = (at: string, error: unknown): never => {
    throw new DataFolderError(
      `Pasta de dados inacessível: ${at} (${reasonOf(error)}). Crie a pasta com permissão de escrita${userHint()} ou aponte DATABASE_URL para outra pasta.`,
    );
  };
  const missing: string[] = [];
  let existing = absolute;
  while (!fs.existsSync(existing)) {
    missing.unshift(existing);
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  try {
    if (!fs.statSync(existing).isDirectory()) fail(existing, Object.assign(new Error("not a directory"), { code: "ENOTDIR" }));
  } catch (error) {
    if (error instanceof DataFolderError) throw error;
    fail(existing, error);
  }
  for (const level of missing) {
    try {
      fs.mkdirSync(level);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") fail(level, error);
    }
  }
  // access() alone trusts the mode bits; a real write also sees read-only mounts.
  const probe = path.join(absolute, `.escrita-${process.pid}.tmp`);
  try {
    fs.writeFileSync(probe, "");
    fs.rmSync(probe, { force: true });
  } catch (error) {
    fail(absolute, error);
  }
  if (file && fs.existsSync(file)) {
    try {
      fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
    } catch (error) {
      throw new DataFolderError(`Banco de dados sem permissão de leitura e escrita: ${file} (${reasonOf(error)}). Ajuste o dono do arquivo${userHint()}.`);
    }
  }
}
