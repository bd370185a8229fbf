import type { TestProjectInlineConfiguration } from "vitest/config";

/**
 * The test files under `sourceDir` that call a `vi` API changing shared state, as paths relative to
 * `packageRoot` (the form of Vitest's `include`).
 */
export function filesNeedingIsolation(packageRoot: URL, sourceDir?: string): string[];

/**
 * A package's tests as two Vitest projects: "isolated" (the files of `filesNeedingIsolation`, each with
 * its own modules) and "shared" (every other file, sharing a worker's modules).
 */
export function isolationProjects(
  packageRoot: URL,
  files: { include: string[]; exclude: string[] },
): TestProjectInlineConfiguration[];
