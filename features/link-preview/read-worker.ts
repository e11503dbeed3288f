import { parentPort, workerData } from "node:worker_threads";
import { readPage, type PageInput } from "./read-page";

// The worker thread one fetched shop page is read in (./read-in-worker.ts starts it): one page,
// one answer, then it ends. Its time, heap and stack are its own: whatever the page's bytes make
// the parser do, the server's event loop goes on (docs/decisions/071-bounded-page-reading.md).

// the code is loaded once this runs: the reading's own time budget starts with this message
parentPort?.postMessage("reading");
parentPort?.postMessage(readPage(workerData as PageInput));
