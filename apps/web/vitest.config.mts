import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

import { isolationProjects } from "@marketplace/vitest-config/isolation";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    // jsdom renders are slow on a loaded 2-core CI machine: 5 s timed out there, not in the code.
    testTimeout: 30_000,
    // Files that mock modules, fake timers or stub globals run isolated, the rest share a worker's modules
    // (tooling/vitest): 69 s → 51 s on 2 cores (CPU 86 → 64 s), 11 of 78 files isolated.
    projects: isolationProjects(new URL(".", import.meta.url), {
      include: ["src/**/*.test.{ts,tsx}"],
      exclude: [...configDefaults.exclude, "e2e/**", ".next/**"],
    }),
  },
});
