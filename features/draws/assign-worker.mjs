// A thread that draws (./assign-threads.ts starts it): the assignment of ./assign.mjs for one
// draw at a time, at a lower priority than the event loop, so that a draw of 200 people with
// thousands of exclusions, redrawn in a loop, never holds up anyone else's request
// (docs/decisions/094-a-draw-that-tells-nothing.md).
import { workerData } from "node:worker_threads";
import { answerJobs, lowerThreadPriority } from "../../lib/server/worker-thread.mjs";
import { drawAssignment } from "./assign.mjs";

lowerThreadPriority(workerData.niceness);

answerJobs({
  draw: ({ allowed }) => drawAssignment(allowed),
});
