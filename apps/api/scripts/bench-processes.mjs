// What the benches share: waiting for a server, running a TypeScript script of this folder, starting a server on
// one core.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** A TypeScript script of this folder through tsx (a devDependency of this package), like `pnpm migrate`. */
export function runScript(name, args, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", join(here, name), ...args], {
    cwd: join(here, ".."),
    env,
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with ${code}`))));
  });
}

/** Node running `args` pinned to CPU `core` (taskset), so a load generator on the other core does not starve it. */
export function startOnCore(core, args, env, { cwd, stdout = "inherit" } = {}) {
  return spawn("taskset", ["-c", core, process.execPath, ...args], { cwd, env, stdio: ["ignore", stdout, "inherit"] });
}
