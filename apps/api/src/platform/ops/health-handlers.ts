import type { OperationHandler } from "../openapi/operation-handler.js";
import { readdirSync } from "node:fs";
import { migrationsDir } from "../db/migrate.js";
import { HttpError } from "../http/http-error.js";
import { appliedMigrationNames } from "./ops-repository.js";

export const PROBE_MESSAGES = {
  shuttingDown: "Server sedang dimatikan. Silakan coba lagi di server lain.",
  databaseUnreachable: "Basis data tidak dapat dihubungi.",
  migrationsMissing: "Basis data belum diperbarui ke versi aplikasi ini.",
} as const;

/** A readiness probe must answer quickly even when the database hangs (a pool waiting for a connection). */
const READINESS_TIMEOUT_MS = 2000;

const unavailable = (message: string) => new HttpError(503, { errors: message });

let shipped: string[] | undefined;
/** The migration files this build ships (read once: they do not change while the process runs). */
function shippedMigrations(): string[] {
  shipped ??= readdirSync(migrationsDir()).filter((f) => f.endsWith(".sql"));
  return shipped;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms).unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Liveness: never touches the database, so a slow database does not get a healthy process restarted. */
export const getHealth: OperationHandler<"getHealth"> = async (request) => {
  if (request.server.draining) throw unavailable(PROBE_MESSAGES.shuttingDown);
  return { data: { status: "ok" } };
};

/** Readiness: the database answers and every migration shipped with this build is applied. */
export const getReadiness: OperationHandler<"getReadiness"> = async (request) => {
  if (request.server.draining) throw unavailable(PROBE_MESSAGES.shuttingDown);
  let applied: Set<string>;
  try {
    applied = new Set(await withTimeout(appliedMigrationNames(request.server.database.db), READINESS_TIMEOUT_MS));
  } catch (error) {
    request.log.warn({ err: error }, "readiness: database unreachable");
    throw unavailable(PROBE_MESSAGES.databaseUnreachable);
  }
  if (!shippedMigrations().every((name) => applied.has(name))) throw unavailable(PROBE_MESSAGES.migrationsMissing);
  return { data: { status: "ready", migrations: applied.size } };
};
