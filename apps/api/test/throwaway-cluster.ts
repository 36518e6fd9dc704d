import { execFileSync } from "node:child_process";
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { freePort } from "./free-port.js";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A PostgreSQL primary and its streaming replica, made from the machine's server binaries for one test file. */
export type PrimaryAndReplica = {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica at once, as a crash would. */
  stopReplica(): void;
  /** Stops both and removes their directories. */
  remove(): void;
};

/** The newest /usr/lib/postgresql/<version>/bin that has what the test needs; a clear error when there is none. */
function serverBinaries(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const tools = ["initdb", "pg_ctl", "pg_basebackup"];
  const bin = versions.map((v) => join(root, v, "bin")).find((dir) => tools.every((t) => existsSync(join(dir, t))));
  if (!bin) {
    throw new Error(
      `PostgreSQL's server binaries (${tools.join(", ")}) were not found under ${root}/<version>/bin: ` +
        "install the postgresql package to run the read-replica test",
    );
  }
  return bin;
}

/**
 * Creates a primary (wal_level=replica, replication allowed from 127.0.0.1 without a password) on a free port,
 * copies it with `pg_basebackup -R` into a hot-standby replica on another, and starts both. initdb refuses to run as
 * root: as root the binaries run as the postgres user, in a directory it may write.
 */
export async function startPrimaryAndReplica(): Promise<PrimaryAndReplica> {
  const bin = serverBinaries();
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ["runuser", "-u", "postgres", "--", join(bin, tool), ...args] : [join(bin, tool), ...args];
    try {
      execFileSync(command[0]!, command.slice(1), { stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
      throw new Error(`${tool} failed: ${stderr || String(error)}`, { cause: error });
    }
  };
  const dir = mkdtempSync(join(tmpdir(), "griya-replica-"));
  if (asRoot) chmodSync(dir, 0o777);
  const primary = join(dir, "primary");
  const replica = join(dir, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "wal_level = replica",
      "max_wal_senders = 4",
      "hot_standby = on",
      // A throw-away cluster: durability buys nothing here, speed does.
      "fsync = off",
      "full_page_writes = off",
      "shared_buffers = 32MB",
    ].join("\n") + "\n";

  const started: string[] = [];
  const remove = () => {
    for (const data of started.reverse()) {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } catch {
        // Already stopped.
      }
    }
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run("initdb", ["-D", primary, "-U", "postgres", "--auth=trust", "--no-sync", "--no-instructions"]);
    appendFileSync(primary + "/postgresql.conf", settings(primaryPort));
    appendFileSync(primary + "/pg_hba.conf", "host replication postgres 127.0.0.1/32 trust\n");
    run("pg_ctl", ["-D", primary, "-l", join(dir, "primary.log"), "-w", "start"]);
    started.push(primary);
    run("pg_basebackup", ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", replica, "-R"]);
    appendFileSync(replica + "/postgresql.conf", settings(replicaPort));
    run("pg_ctl", ["-D", replica, "-l", join(dir, "replica.log"), "-w", "start"]);
    started.push(replica);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stopReplica: () => {
      run("pg_ctl", ["-D", replica, "-m", "immediate", "stop"]);
      started.splice(started.indexOf(replica), 1);
    },
    remove,
  };
}
