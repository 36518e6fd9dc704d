import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { freePort } from "./free-port.js";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The built API is deployed as dist/ plus its npm dependencies (pnpm deploy): it must not need the repository
// (openapi/ and the migrations travel inside dist/). Copied outside the repository, it must start, migrate an
// empty database and validate requests from the contract.
const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(apiDir, "dist");

async function waitFor(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

describe("the built API outside the repository", () => {
  let folder: string;
  let child: ChildProcess;
  let base: string;
  let stderr = "";

  beforeAll(async () => {
    if (!existsSync(join(dist, "main.js"))) throw new Error("Build the API first (pnpm exec turbo run build).");
    folder = mkdtempSync(join(tmpdir(), "griya-api-deploy-"));
    cpSync(dist, join(folder, "dist"), { recursive: true });
    // What `pnpm deploy` puts beside dist/: the API's own npm dependencies.
    symlinkSync(join(apiDir, "node_modules"), join(folder, "node_modules"), "dir");
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["dist/main.js"], {
      cwd: folder,
      env: { PATH: process.env.PATH, NODE_ENV: "test", API_PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    await waitFor(`${base}/api/public`, child, 90_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${stderr}`);
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("starts on a fresh embedded database beside its working directory", async () => {
    const res = await fetch(`${base}/api/public`);
    expect(res.status).toBe(200);
    expect(existsSync(join(folder, ".data"))).toBe(true);
  });

  it("validates requests from the bundled contract", async () => {
    const res = await fetch(`${base}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bukan-email" }),
    });
    expect(res.status).toBe(470);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.email).toBeDefined();
  });
});
