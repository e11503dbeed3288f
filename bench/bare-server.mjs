// The yardstick of bench/serving.mjs (issue 44): a bare node:http server that answers every request
// with one file's bytes, read once into memory — what Node itself can send, with no framework, no
// routing and no file system per request. Prints "ready" once it listens.
// Usage: node bench/bare-server.mjs <file> <port> [content-type]
import { readFileSync } from "node:fs";
import http from "node:http";

const [file, port, type = "application/javascript; charset=utf-8"] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((req, res) => {
    res.writeHead(200, { "content-type": type, "content-length": body.length }).end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
