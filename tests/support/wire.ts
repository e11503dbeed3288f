import http from "node:http";

export type WireAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request as it goes over the wire to a server on 127.0.0.1: the path as written (no dot
 * segments resolved) and the body as sent (fetch would decompress it).
 */
export function wireRequest(
  port: number,
  pathname: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: pathname, method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}
