import { configDefaults, defineConfig } from "vitest/config";

import { isolationProjects } from "@marketplace/vitest-config/isolation";

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    // Files that mock modules, fake timers or stub globals run isolated, the rest share a worker's modules
    // (tooling/vitest, ADR 0034).
    projects: isolationProjects(new URL(".", import.meta.url), {
      include: ["src/**/*.test.ts"],
      exclude: [...configDefaults.exclude],
    }),
  },
});
