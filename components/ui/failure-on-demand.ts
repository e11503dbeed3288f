// How a failure reads, for a screen that keeps ./failure.ts out of its first load (decision 172):
// its code comes with the first failure; unreachable too, the failure is the network's.
import type { ApiFailure } from "@/lib/client/no-answer";
import type { FailureWording } from "./failure";

export function failureMessageOnDemand(failure: ApiFailure, wording: FailureWording): Promise<string> {
  return import("./failure").then(
    (loaded) => loaded.failureMessage(failure, wording),
    () => wording.network,
  );
}
