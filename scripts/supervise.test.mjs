// node --test: the process supervisor of `pnpm start`, with small Node scripts standing in for the API and portal.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import { describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { supervise } from "./supervise.mjs";

const node = process.execPath;
const LONG_RUNNING = "process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000);";
const child = (name, code) => ({ name, command: node, args: ["-e", code] });

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check, what, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(20);
  }
  assert.fail(`timed out waiting for ${what}`);
}

describe("supervise", () => {
  it("restarts a crashed child with a doubling pause, says so, and leaves the other running", async () => {
    const lines = [];
    const supervisor = supervise(
      [child("API", "setTimeout(() => process.exit(3), 20);"), child("portal", LONG_RUNNING)],
      {
        initialDelayMs: 50,
        maxDelayMs: 200,
        stableAfterMs: 60_000,
        log: (line) => lines.push(line),
      },
    );
    await until(() => supervisor.pids().portal !== undefined, "the portal");
    const portal = supervisor.pids().portal;
    await until(() => lines.filter((l) => l.includes("crashed")).length >= 4, "four crashes");
    assert.deepEqual(lines.filter((l) => l.includes("crashed")).slice(0, 4), [
      "[start] API crashed (exit code 3); restarting in 50 ms (crash 1 in a row)",
      "[start] API crashed (exit code 3); restarting in 100 ms (crash 2 in a row)",
      "[start] API crashed (exit code 3); restarting in 200 ms (crash 3 in a row)",
      "[start] API crashed (exit code 3); restarting in 200 ms (crash 4 in a row)",
    ]);
    assert.ok(lines.includes("[start] restarting API"));
    assert.equal(supervisor.pids().portal, portal, "the portal kept running");
    assert.equal(await supervisor.stop(0), 0);
    assert.equal(alive(portal), false);
  });

  it("restarts a child killed by a signal such as SIGKILL", async () => {
    const lines = [];
    const supervisor = supervise([child("API", LONG_RUNNING)], { initialDelayMs: 10, log: (line) => lines.push(line) });
    await until(() => supervisor.pids().API !== undefined, "the API");
    const first = supervisor.pids().API;
    process.kill(first, "SIGKILL");
    await until(() => supervisor.pids().API !== undefined && supervisor.pids().API !== first, "a new API");
    assert.match(lines[0], /^\[start\] API was killed by SIGKILL; restarting in 10 ms/);
    await supervisor.stop(0);
  });

  it("stops everything when a child stops cleanly (it was asked to)", async () => {
    const lines = [];
    const supervisor = supervise(
      [child("API", "setTimeout(() => process.exit(0), 20);"), child("portal", LONG_RUNNING)],
      {
        log: (line) => lines.push(line),
      },
    );
    await until(() => supervisor.pids().portal !== undefined, "the portal");
    const portal = supervisor.pids().portal;
    assert.equal(await supervisor.exited, 0);
    assert.deepEqual(lines, ["[start] API stopped; stopping everything"]);
    assert.equal(alive(portal), false);
  });

  it("stops a child that ignores SIGTERM with SIGKILL", async () => {
    const stubborn = "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);";
    const supervisor = supervise([child("API", stubborn)], { stopTimeoutMs: 200, log: () => {} });
    await until(() => supervisor.pids().API !== undefined, "the API");
    const pid = supervisor.pids().API;
    await sleep(100); // let it install its handler
    assert.equal(await supervisor.stop(0), 0);
    assert.equal(alive(pid), false);
  });
});

/** A stand-in for scripts/start.mjs: supervises two long-running children until told to stop. */
function harness(wrapInShell = false) {
  const code = `
    import { superviseUntilSignal } from ${JSON.stringify(new URL("./supervise.mjs", import.meta.url).href)};
    const child = (name) => ({ name, command: process.execPath, args: ["-e", ${JSON.stringify(LONG_RUNNING)}] });
    await superviseUntilSignal([child("API"), child("portal")], { parentCheckMs: 50, log: (line) => console.log(line) });
  `;
  return wrapInShell
    ? // Like the node_modules/.bin/node shim: a shell that runs Node without exec and passes no signal on.
      spawn("/bin/sh", ["-c", `"${node}" --input-type=module -e '${code.replaceAll("'", "'\\''")}'; true`], {
        stdio: ["ignore", "pipe", "inherit"],
      })
    : spawn(node, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
}

/** The pids of the processes whose parent is `pid` (Linux /proc). */
async function childrenOf(pid) {
  const found = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid === pid) found.push(Number(entry));
  }
  return found;
}

describe("superviseUntilSignal", () => {
  it("stops every child on SIGTERM and exits 0", async () => {
    const proc = harness();
    await until(async () => (await childrenOf(proc.pid)).length === 2, "two children");
    const kids = await childrenOf(proc.pid);
    proc.kill("SIGTERM");
    const [code] = await once(proc, "exit");
    assert.equal(code, 0);
    await until(() => kids.every((pid) => !alive(pid)), "the children to stop");
  });

  it("stops every child when the process that started it goes away without passing a signal on", async () => {
    const shell = harness(true);
    await until(async () => (await childrenOf(shell.pid)).length === 1, "the supervisor under the shell");
    const [supervisor] = await childrenOf(shell.pid);
    await until(async () => (await childrenOf(supervisor)).length === 2, "two children");
    const kids = await childrenOf(supervisor);
    shell.kill("SIGKILL");
    await until(() => !alive(supervisor) && kids.every((pid) => !alive(pid)), "everything to stop");
  });
});
