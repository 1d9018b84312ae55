// The benchmark's yardstick: the smallest useful Node HTTP server, answering each path
// with bytes held in memory. Usage: node bench/static-server.mjs <port> <manifest.json>
// where the manifest maps a path to [file with the page's HTML, HTTP status].
import fs from "node:fs";
import http from "node:http";

const [port, manifestFile] = process.argv.slice(2);
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const pages = new Map(Object.entries(manifest).map(([p, [file, status]]) => [p, { body: fs.readFileSync(file), status }]));

http
  .createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(page.status, { "Content-Type": "text/html; charset=utf-8", "Content-Length": page.body.length });
    res.end(page.body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
