import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildTemplate, dropTemplate, testDriver } from "./database-template.js";
import { startLocalS3 } from "./local-s3.js";

declare module "vitest" {
  export interface ProvidedContext {
    templatePath: string;
    /** The local S3-compatible server the storage tests run the s3 driver against. */
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "griya-api-test-"));
  const templatePath = join(dir, "template.tar");
  const started = Date.now();
  await buildTemplate(templatePath);
  console.log(`Test database: ${testDriver()} (template ready in ${Date.now() - started} ms)`);
  project.provide("templatePath", templatePath);
  const s3 = await startLocalS3();
  project.provide("s3Endpoint", s3.endpoint);
  return async () => {
    await s3.stop();
    await dropTemplate(templatePath);
    rmSync(dir, { recursive: true, force: true });
  };
}
