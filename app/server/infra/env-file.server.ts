import fs from "node:fs";
import path from "node:path";
import { parseEnv as parseDotenv } from "node:util";

/**
 * The operator's settings file (README "Operator variables", docs/operations.md "One
 * configuration"): the server and every script read the same values. Variables already in the
 * environment win; the file fills the others. Which file: MOTORES_PPA_ENV_FILE when set (it must
 * exist), else /etc/motores-ppa.env, else `.env` in the working directory; none is fine.
 */
export const ENV_FILE_VARIABLE = "MOTORES_PPA_ENV_FILE";
export const SYSTEM_ENV_FILE = "/etc/motores-ppa.env";

export class EnvFileError extends Error {}

/** The file that applies to `source`, or null when there is none. */
export function envFilePath(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): string | null {
  const named = source[ENV_FILE_VARIABLE]?.trim();
  if (named) {
    const file = path.resolve(cwd, named);
    if (!fs.existsSync(file)) throw new EnvFileError(`Arquivo de configuração não encontrado: ${file} (${ENV_FILE_VARIABLE}). Crie-o ou remova a variável.`);
    return file;
  }
  if (fs.existsSync(SYSTEM_ENV_FILE)) return SYSTEM_ENV_FILE;
  const local = path.join(cwd, ".env");
  return fs.existsSync(local) ? local : null;
}

/** `source` with the env file's values under it (the environment wins), and the file used. */
export function withEnvFile(
  source: Record<string, string | undefined>,
  cwd = process.cwd(),
): { values: Record<string, string | undefined>; file: string | null } {
  const file = envFilePath(source, cwd);
  if (!file) return { values: source, file };
  let content: string;
  try {
    content = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new EnvFileError(`Arquivo de configuração ilegível: ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
  const fromFile = parseDotenv(content);
  const values: Record<string, string | undefined> = { ...source };
  for (const [key, value] of Object.entries(fromFile)) if (values[key] === undefined || values[key] === "") values[key] = value;
  return { values, file };
}

let applied = false;

/** Fills process.env from the env file once per process (later calls do nothing). */
export function applyEnvFile(): string | null {
  if (applied) return null;
  applied = true;
  const { values, file } = withEnvFile(process.env);
  for (const [key, value] of Object.entries(values)) if (value !== undefined && process.env[key] === undefined) process.env[key] = value;
  return file;
}
