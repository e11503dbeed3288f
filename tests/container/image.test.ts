// The container image for real (issue 25, docs/decisions/048-container-image.md): built with podman
// on the local stand-in base (scripts/container.mjs), run with a named volume on a free port, a
// list created, the container stopped (exit code 0: SIGTERM reached the server, which drained
// inside podman's 10 s; after those podman kills, and the code is 137), started again and a fresh
// container run on the same volume, where a picture upload is processed. Runs only in the "container" project (scripts/test.mjs), where
// podman can run; elsewhere the whole file says why it is skipped.
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../../scripts/postgres-cluster.mjs";
import { buildImage, containerProblem, ensureBase, IMAGE_TAG, run } from "../../scripts/container.mjs";
import { createApi } from "../support/api";

const problem = containerProblem();

/** A small PNG, made here, for the upload inside the container. */
const samplePicture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
const id = `wunschliste-test-${process.pid}`;
const volume = `${id}-data`;

function podman(...args: string[]) {
  const result = run("podman", args);
  if (result.status !== 0) throw new Error(`podman ${args.join(" ")}: exit ${result.status}\n${result.stderr}`);
  return result.stdout.trim();
}

/** Polls /api/health until it answers 200, or the container has exited (then throws with its log). */
async function waitUntilServing(baseUrl: string, name: string) {
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (answer?.status === 200) return;
    if (podman("inspect", "--format", "{{.State.Running}}", name) !== "true")
      throw new Error(`the container exited:\n${podman("logs", name)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Runs the image's HEALTHCHECK until it passes. Podman answers 125 (its own error, not the check's)
 * now and then on a busy machine, so one failed run is not the verdict; a check that never passes
 * ends in the test's timeout with its last answer.
 */
async function waitUntilHealthy(name: string) {
  let last = "";
  for (;;) {
    const result = run("podman", ["healthcheck", "run", name]);
    if (result.status === 0) return;
    last = `exit ${result.status}: ${result.stdout}${result.stderr}`;
    if (podman("inspect", "--format", "{{.State.Running}}", name) !== "true") throw new Error(last);
    console.log(`[container] health check not passed yet (${last.trim().split("\n").pop()})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe.skipIf(problem !== null)(`the container image${problem ? ` (skipped: ${problem})` : ""}`, () => {
  let port = 0;
  let baseUrl = "";
  const runContainer = (name: string) =>
    podman("run", "-d", "--name", name, "--network=host", "-e", `PORT=${port}`, "-v", `${volume}:/data`, IMAGE_TAG);

  beforeAll(async () => {
    ensureBase();
    buildImage({ stdio: "pipe" });
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    runContainer(id);
    await waitUntilServing(baseUrl, id);
  });

  afterAll(() => {
    for (const name of [id, `${id}-again`]) run("podman", ["rm", "-f", "-t", "0", name]);
    run("podman", ["volume", "rm", "-f", volume]);
  });

  test("serves as uid 1000, node itself is the container's first process, health check passes", async () => {
    const pid = podman("inspect", "--format", "{{.State.Pid}}", id);
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    expect(status).toMatch(/^Uid:\s+1000\s/m);
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    expect(command.slice(0, 2)).toEqual(["node", "server/migrate-and-serve.mjs"]);
    await waitUntilHealthy(id);
  });

  // the build stage compressed them (scripts/precompress.mjs) and the image kept the variants
  test("sends the build's scripts precompressed, as brotli", async () => {
    const html = await (await fetch(`${baseUrl}/web/`)).text();
    const scripts = [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    const encodings = await Promise.all(
      scripts.map(async (script) => {
        const answer = await fetch(`${baseUrl}${script}`, { headers: { "accept-encoding": "gzip, br" } });
        expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        return answer.headers.get("content-encoding");
      }),
    );
    expect(encodings).toContain("br");
  });

  test("a list survives stop and start, and a new container on the same volume", async () => {
    const api = createApi(baseUrl);
    const list = await api.createList("Im Container");

    podman("stop", "-t", "10", id);
    expect(podman("inspect", "--format", "{{.State.ExitCode}}", id)).toBe("0");
    const logs = podman("logs", id);
    expect(logs).toContain("Wunschliste is listening");
    expect(logs).toContain("[server] stopped");

    podman("start", id);
    await waitUntilServing(baseUrl, id);
    expect((await api.getList(list.slug)).json.list.title).toBe("Im Container");

    podman("rm", "-f", "-t", "10", id);
    runContainer(`${id}-again`);
    await waitUntilServing(baseUrl, `${id}-again`);
    expect((await api.getList(list.slug)).json.list.title).toBe("Im Container");
    // pictures are processed inside the image too (sharp and its native library came along)
    const item = await api.addItem(list, { title: "Kerze" });
    const form = new FormData();
    form.append("slug", list.slug);
    form.append("edit_token", list.editToken);
    form.append("item_id", item.id);
    form.append("image", new Blob([new Uint8Array(await samplePicture())], { type: "image/png" }), "kerze.png");
    const uploaded = await api.postRaw("/api/item_image.php", form);
    expect(uploaded.status, uploaded.text).toBe(200);
    const picture = await fetch(`${baseUrl}${(uploaded.json.item as { image_url: string }).image_url}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    podman("stop", "-t", "10", `${id}-again`);
    expect(podman("inspect", "--format", "{{.State.ExitCode}}", `${id}-again`)).toBe("0");
  });
});
