// Runs Debian's nginx with the caching proxy's own configuration (nginx-portal-cache.conf) in front of a portal on
// this machine: only the addresses and the cache folder differ from production's. For the journeys and the site
// bench. Plain JS so Node runs it without a build.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const CONFIG = path.join(import.meta.dirname, "nginx-portal-cache.conf");

/** @returns {string | undefined} */
function nginxBinary() {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
}

/**
 * @param {string} text
 * @param {string} from
 * @param {string} to
 */
function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`deploy/nginx-portal-cache.conf no longer contains "${from}"`);
  return text.replace(from, to);
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of the portal on 127.0.0.1:`portalPort`; `stop()` ends it and removes its
 * cache. `prefix` runs it through another program (e.g. taskset).
 * @param {{ port: number; portalPort: number; prefix?: string[] }} options
 * @returns {{ stop(): void }}
 */
export function startCachingProxy({ port, portalPort, prefix = [] }) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error("nginx is needed for the caching proxy: apt-get install nginx-light (.ci/run does)");
  const dir = mkdtempSync(path.join(tmpdir(), "griya-cache-"));
  // nginx started as root runs its workers as nobody, who must write the cache.
  chmodSync(dir, 0o777);
  mkdirSync(path.join(dir, "cache"), { mode: 0o777 });
  let site = readFileSync(CONFIG, "utf8");
  site = replaceOnce(site, "server portal:3000;", `server 127.0.0.1:${portalPort};`);
  site = replaceOnce(site, "listen 8080;", `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, "/var/cache/nginx/griya-pages", path.join(dir, "cache"));
  writeFileSync(path.join(dir, "site.conf"), site);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      "worker_processes 1;",
      "events { worker_connections 4096; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const args = ["-c", path.join(dir, "nginx.conf"), "-p", dir];
  const [command, ...rest] = [...prefix, nginx, ...args];
  const started = spawnSync(command, rest, { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  return {
    stop() {
      spawnSync(nginx, [...args, "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
