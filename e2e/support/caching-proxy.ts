// Debian's nginx with the caching proxy's own configuration (deploy/nginx-portal-cache.conf), in front of the
// journeys' portal: only the addresses and the cache folder differ from production's.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The journeys' API listens on PORTAL_PORT + 1 (playwright.config.ts); the proxy takes the next port. */
export const CACHING_PROXY_URL = `http://127.0.0.1:${PORTAL_PORT + 2}`;

const CONFIG = path.join(import.meta.dirname, "..", "..", "deploy", "nginx-portal-cache.conf");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx-portal-cache.conf no longer contains "${from}"`);
  return text.replace(from, to);
}

export type CachingProxy = { stop(): void };

export function startCachingProxy(): CachingProxy {
  if (!NGINX) {
    throw new Error("nginx is needed for the caching proxy journey: apt-get install nginx-light (.ci/run does)");
  }
  const dir = mkdtempSync(path.join(tmpdir(), "griya-cache-"));
  // nginx started as root runs its workers as nobody, who must write the cache.
  chmodSync(dir, 0o777);
  mkdirSync(path.join(dir, "cache"), { mode: 0o777 });
  let site = readFileSync(CONFIG, "utf8");
  site = replaceOnce(site, "server portal:3000;", `server 127.0.0.1:${PORTAL_PORT};`);
  site = replaceOnce(site, "listen 8080;", `listen ${new URL(CACHING_PROXY_URL).host};`);
  site = replaceOnce(site, "/var/cache/nginx/griya-pages", path.join(dir, "cache"));
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      "events {}",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const args = ["-c", path.join(dir, "nginx.conf"), "-p", dir];
  const started = spawnSync(NGINX, args, { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  return {
    stop() {
      spawnSync(NGINX, [...args, "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
