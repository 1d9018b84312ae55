/**
 * Creates the admin account or sets its password (only a scrypt hash is stored).
 *
 *   npm run admin:set-password -- voce@exemplo.com.br          # asks for the password, hidden
 *   printf '%s' 'senha-forte' | npm run admin:set-password -- voce@exemplo.com.br
 *   npm run admin:set-password -- voce@exemplo.com.br --sem-2fa  # also turns the second factor off
 *
 * `--sem-2fa` is the way back in for an admin who lost both the phone and the recovery codes.
 * Uses DATABASE_URL like the server. Changing the password signs the account out everywhere.
 */
import { z } from "zod";
import { findAdminByEmail, setAdminPassword } from "../app/server/auth/admin-accounts.server";
import { closeDatabase, getConnection, migrateDatabase } from "../app/server/data/db.server";
import { passwordProblem } from "../app/server/auth/password.server";
import { removeSecondFactor } from "../app/server/auth/totp.server";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  // One trailing line break comes from `echo` or a file, not from the password.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the question appears, so nothing typed early is shown.
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  process.stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return finish();
        if (ch === "\u0003" || ch === "\u0004") return finish(new Error("Cancelado."));
        value = ch === "\u007f" || ch === "\b" ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await promptHidden("Nova senha (8 a 128 caracteres): ");
  const problem = passwordProblem(first);
  if (problem) throw new Error(problem);
  const second = await promptHidden("Repita a senha: ");
  if (first !== second) throw new Error("As senhas não conferem.");
  return first;
}

async function main() {
  const args = process.argv.slice(2);
  const withoutSecondFactor = args.includes("--sem-2fa");
  const email = args.find((a) => !a.startsWith("--")) ?? "";
  if (!z.string().email().safeParse(email).success || args.some((a) => a.startsWith("--") && a !== "--sem-2fa")) {
    throw new Error("Uso: npm run admin:set-password -- voce@exemplo.com.br [--sem-2fa]  (senha pela entrada padrão ou digitada)");
  }
  const password = await readPassword();
  const conn = getConnection();
  migrateDatabase(conn);
  const outcome = await setAdminPassword(email, password);
  const normalized = email.trim().toLowerCase();
  console.log(outcome === "created" ? `Conta de administrador ${normalized} criada.` : `Senha de ${normalized} atualizada; sessões abertas foram encerradas.`);
  if (withoutSecondFactor) {
    removeSecondFactor(findAdminByEmail(normalized)!.id);
    console.log("Verificação em duas etapas desativada; ative de novo em /admin/seguranca depois de entrar.");
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
