import { parentPort, workerData } from "node:worker_threads";
import type { RawBody } from "../../../lib/server/http/decode-body";
import { answerFor } from "./check-document";

// The worker thread one import's body is checked in (./check.ts starts it): one body, one answer,
// then it ends. Its heap and its time are its own: a 32 MiB body's parsing and checking never
// holds the server's event loop (docs/decisions/068-imports-off-the-event-loop.md).

const { body, maxItems } = workerData as { body: RawBody; maxItems: number };

void answerFor(body, maxItems).then(([answer, transfer]) => parentPort?.postMessage(answer, transfer));
