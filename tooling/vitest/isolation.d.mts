/**
 * One Vitest project of a package's tests, extending the config that declares it. Written out rather than
 * imported from "vitest/config": packages resolve different copies of Vitest (its optional peers differ),
 * and one copy's project type is not assignable to another's.
 */
export type IsolationProject = {
  extends: true;
  test: { name: string; isolate?: boolean; include: string[]; exclude: string[] };
};

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
): IsolationProject[];
