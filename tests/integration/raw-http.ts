import net from "node:net";
import zlib from "node:zlib";

export type RawResponse = { status: number; headers: Record<string, string[]>; body: Buffer; raw: string };

/** A free loopback port (asked of the OS, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Sends exactly `request` (request line, headers, body: nothing is added or fixed) and
 * reads the answer until the server closes the connection. Send `Connection: close`.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms to ${String(request).split("\r\n")[0]}`));
    }, timeoutMs);
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(data: Buffer): RawResponse {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`incomplete answer: ${JSON.stringify(data.toString("latin1").slice(0, 200))}`);
  const head = data.subarray(0, end).toString("latin1");
  const [statusLine, ...lines] = head.split("\r\n");
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(at + 1).trim());
  }
  let body = data.subarray(end + 4);
  if (headers["transfer-encoding"]?.[0] === "chunked") body = dechunk(body);
  return { status: Number(statusLine.split(" ")[1]), headers, body, raw: head };
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A GET as a browser would send it to `host`, with the given Accept-Encoding. */
export function plainGet(port: number, host: string, path: string, encoding: string) {
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${host}`, "User-Agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0", "Accept: text/html,*/*"];
  if (encoding !== "identity") lines.push(`Accept-Encoding: ${encoding}`);
  lines.push("Connection: close", "", "");
  return rawRequest(port, lines.join("\r\n"));
}

/** The body as text, decompressed by its Content-Encoding. */
export function decodedBody(response: RawResponse): string {
  const encoding = response.headers["content-encoding"]?.[0];
  if (encoding === "br") return zlib.brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}
