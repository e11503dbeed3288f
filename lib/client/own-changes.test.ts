import { describe, expect, it } from "vitest";
import { changedElsewhere, sendingOwnChange } from "./own-changes";

const answer = (versions?: string) => new Response("{}", { headers: versions ? { "x-list-versions": versions } : {} });

describe("this page's own changes", () => {
  it("tells a version made elsewhere from the versions this page's answers named", async () => {
    await sendingOwnChange(Promise.resolve(answer("3,4")));
    expect(await changedElsewhere(2, 4)).toBe(false);
    expect(await changedElsewhere(2, 5)).toBe(true);
    expect(await changedElsewhere(1, 4)).toBe(true);
  });

  it("waits for a change still unanswered: its event may come before its answer", async () => {
    let answered: (response: Response) => void = () => {};
    void sendingOwnChange(new Promise<Response>((resolve) => (answered = resolve)));
    const judged = changedElsewhere(10, 11);
    answered(answer("11"));
    expect(await judged).toBe(false);
  });

  it("judges once a change failed to arrive at all", async () => {
    const failed = sendingOwnChange(Promise.reject(new Error("offline")));
    await expect(failed).rejects.toThrow("offline");
    expect(await changedElsewhere(20, 21)).toBe(true);
  });
});
