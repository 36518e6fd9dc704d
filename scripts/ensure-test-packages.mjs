// The system packages the tests run: Debian's Chromium headless shell for the browser tests (never a downloaded
// build: the same engine as Debian's chromium without its windowing and GPU process, ADR 0050) and Debian's nginx
// for the caching proxy journey (deploy/nginx-portal-cache.conf, ADR 0075). Installs what is missing with apt when
// allowed, without starting nginx as a service.
import { execSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((path) => existsSync(path));
const missing = [
  ...(existsSync(chromium) ? [] : ["chromium-headless-shell", "fonts-liberation"]),
  ...(nginx ? [] : ["nginx-light"]),
];

if (missing.length > 0) {
  const root = process.getuid?.() === 0;
  let hasApt = false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    hasApt = true;
  } catch {}
  if (!root || !hasApt) {
    console.error(
      `Missing for the tests: ${missing.join(", ")}. Install Debian's packages (apt-get install ${missing.join(" ")}); ` +
        `CHROMIUM_PATH may name another Chromium.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} with apt-get…`);
  // Debian starts a service as it installs it; the journeys run their own nginx.
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, {
      stdio: "inherit",
    });
  } finally {
    if (ownPolicy) rmSync(policy);
  }
}
