// pnpm start: runs the built API (:3001) and portal (:3000) together on the embedded database with demo data,
// restarting either when it crashes (scripts/supervise.mjs); Ctrl-C or SIGTERM stops both.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { superviseUntilSignal } from "./supervise.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiPort = process.env.API_PORT ?? "3001";
const env = { ...process.env, API_PORT: apiPort, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` };
// A demo installation: unless NODE_ENV says otherwise, the API keeps its development tools (the outbox at
// /dev/outbox and sandbox payments), so links, OTP codes and payments can be followed without real providers.
// They answer only clients on this machine, and the portal listens on 127.0.0.1 unless HOST says otherwise.
// The demo shows Recommended Listing; the product default stays off (docs/product/promotion.md).
const apiEnv = {
  ...env,
  NODE_ENV: process.env.NODE_ENV ?? "development",
  FEATURE_FLAGS: process.env.FEATURE_FLAGS ?? "enableRecommendedListing=true",
};
const portalEnv = { ...env, NODE_ENV: process.env.NODE_ENV ?? "production" };

console.log(
  `Griya is starting: portal http://localhost:${process.env.PORT ?? 3000} · API http://localhost:${process.env.PORT ?? 3000}/api`,
);
// process.execPath is the real Node binary (never the node_modules/.bin/node shim), so signals reach the children.
await superviseUntilSignal([
  { name: "API", command: process.execPath, args: [join(root, "apps/api/dist/main.js")], options: { env: apiEnv } },
  {
    name: "portal",
    command: process.execPath,
    args: [join(root, "apps/portal/server.mjs")],
    options: { env: portalEnv, cwd: join(root, "apps/portal") },
  },
]);
