// pnpm start: runs the built API (:3001) and portal (:3000) together on the embedded database with demo data.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiPort = process.env.API_PORT ?? "3001";
const env = { ...process.env, API_PORT: apiPort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` };
// A demo installation: unless NODE_ENV says otherwise, the API keeps its development tools (the outbox at
// /dev/outbox and sandbox payments), so links, OTP codes and payments can be followed without real providers.
const apiEnv = { ...env, NODE_ENV: process.env.NODE_ENV ?? "development" };
const portalEnv = { ...env, NODE_ENV: process.env.NODE_ENV ?? "production" };

const children = [
  spawn(process.execPath, [join(root, "apps/api/dist/main.js")], { env: apiEnv, stdio: "inherit" }),
  spawn(process.execPath, [join(root, "apps/portal/server.mjs")], { env: portalEnv, stdio: "inherit", cwd: join(root, "apps/portal") }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
for (const c of children) c.on("exit", (code) => stop(code ?? 1));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
console.log(`Griya is starting: portal http://localhost:${process.env.PORT ?? 3000} · API http://localhost:${process.env.PORT ?? 3000}/api`);
