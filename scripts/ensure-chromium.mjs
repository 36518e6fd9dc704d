// Browser tests use Debian's Chromium headless shell (never a downloaded build): the same engine as Debian's
// chromium without its windowing and GPU process, so journeys run about a third faster (ADR 0050).
// Installs it with apt when missing and allowed.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (!existsSync(path)) {
  const root = process.getuid?.() === 0;
  let hasApt = false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    hasApt = true;
  } catch {}
  if (!root || !hasApt) {
    console.error(
      `Chromium not found at ${path}. Install Debian's chromium-headless-shell (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium-headless-shell with apt-get…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-liberation",
    {
      stdio: "inherit",
    },
  );
}
