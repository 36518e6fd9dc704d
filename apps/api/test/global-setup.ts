import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildTemplate, dropTemplate, testDriver } from "./database-template.js";

declare module "vitest" {
  export interface ProvidedContext {
    templatePath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "griya-api-test-"));
  const templatePath = join(dir, "template.tar");
  const started = Date.now();
  await buildTemplate(templatePath);
  console.log(`Test database: ${testDriver()} (template ready in ${Date.now() - started} ms)`);
  project.provide("templatePath", templatePath);
  return async () => {
    await dropTemplate(templatePath);
    rmSync(dir, { recursive: true, force: true });
  };
}
