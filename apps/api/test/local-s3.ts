import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials; it checks signatures made with them like S3 does. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A local S3-compatible server on a free port, its objects in a temporary folder (started by global-setup.ts). */
export async function startLocalS3(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), "griya-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
