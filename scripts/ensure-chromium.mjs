// Browser tests use Debian's Chromium (never a downloaded build). Installs it with apt when missing and allowed.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  const root = process.getuid?.() === 0;
  let hasApt = false;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    hasApt = true;
  } catch {}
  if (!root || !hasApt) {
    console.error(
      `Chromium not found at ${path}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium with apt-get…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation", {
    stdio: "inherit",
  });
}
