import net from "node:net";

/** One line for a port that cannot be listened on (decision 0030: one line and a non-zero exit). */
export function listenErrorMessage(error: NodeJS.ErrnoException, port: number, host: string): string {
  const where = `${host}:${port}`;
  const messages: Record<string, string> = {
    EADDRINUSE: `[server] A porta ${port} já está em uso (${where}): pare o outro processo ou escolha outra porta em PORT.`,
    EACCES: `[server] Sem permissão para ouvir em ${where}: use PORT acima de 1023 ou dê ao node a permissão de portas baixas.`,
    EADDRNOTAVAIL: `[server] HOST=${host} não é um endereço desta máquina: use 127.0.0.1, 0.0.0.0 ou um endereço de uma interface.`,
  };
  return messages[error.code ?? ""] ?? `[server] Não foi possível ouvir em ${where}: ${error.code ?? error.message}. Confira PORT e HOST.`;
}

/**
 * Listens on the port and lets it go, before the database is opened (docs/operations.md "One
 * configuration"): a port in use stops the start-up before any database is created or migrated.
 * Resolves with the listen error, or null when the port is free.
 */
export function probePort(port: number, host: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
