// The yardstick of bench/serving.mjs (issue 44): a bare node:http server that answers every request
// with one file's bytes, read once into memory — what Node itself can send, with no framework, no
// routing and no file system per request. Prints "ready" once it listens.
// With a JSON object of headers it sends those instead (bench/serving.mjs passes the headers the
// app's own answer carries, to tell the cost of the framework from that of the headers' bytes).
// Usage: node bench/bare-server.mjs <file> <port> [headers as JSON]
import { readFileSync } from "node:fs";
import http from "node:http";

const [file, port, headersJson] = process.argv.slice(2);
if (!file || !port) throw new Error("usage: node bench/bare-server.mjs <file> <port> [headers as JSON]");
const body = readFileSync(file);
const headers = headersJson
  ? { ...JSON.parse(headersJson), "content-length": body.length }
  : { "content-type": "application/javascript; charset=utf-8", "content-length": body.length };
http
  .createServer((req, res) => {
    res.writeHead(200, headers).end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
