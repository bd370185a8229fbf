// Which test files need a fresh module graph of their own. Vitest's default (`isolate: true`) starts every
// test file with its modules imported again: on 2 cores that start-up was most of a suite's time (the
// storefront's 78 files: 69 s isolated, 17 s not). A file that changes state other files could see (a module
// mock, fake timers, a stubbed global or environment variable, a spy, a module reset) keeps that isolation;
// the rest share their worker's modules. The split is read from the files themselves, so a new test that
// mocks a module is isolated without anyone listing it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const STATEFUL =
  /\bvi\.(?:mock|doMock|unmock|doUnmock|useFakeTimers|setSystemTime|stubGlobal|stubEnv|spyOn|resetModules)\s*\(/;
const TEST_FILE = /\.test\.(?:ts|tsx|mts)$/;

/**
 * The test files under `sourceDir` that call a `vi` API changing shared state, as paths relative to
 * `packageRoot` (the form of Vitest's `include`).
 * @param {URL} packageRoot the package's folder (its vitest config's folder)
 * @param {string} sourceDir the folder of its tests, relative to the package
 * @returns {string[]}
 */
export function filesNeedingIsolation(packageRoot, sourceDir = "src") {
  const root = fileURLToPath(packageRoot);
  const folder = join(root, sourceDir);
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join(folder, file))
    .filter((file) => STATEFUL.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file).split("\\").join("/"))
    .sort();
}

/**
 * A package's tests as two Vitest projects: "isolated" (the files of `filesNeedingIsolation`, each with
 * its own modules) and "shared" (every other file, sharing a worker's modules). Both extend the config
 * that declares them.
 * @param {URL} packageRoot the package's folder (its vitest config's folder)
 * @param {{ include: string[], exclude: string[] }} files the package's test files
 * @returns {import("./isolation.d.mts").IsolationProject[]}
 */
export function isolationProjects(packageRoot, { include, exclude }) {
  const isolated = filesNeedingIsolation(packageRoot);
  const shared = {
    extends: true,
    test: { name: "shared", isolate: false, include, exclude: [...exclude, ...isolated] },
  };
  // An empty `include` would mean Vitest's default one: no isolated project then.
  if (isolated.length === 0) return [shared];
  return [{ extends: true, test: { name: "isolated", include: isolated, exclude } }, shared];
}
