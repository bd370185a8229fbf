import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

import { isolationProjects } from "@marketplace/vitest-config/isolation";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // jsdom renders are slow on a loaded 2-core CI machine: 5 s timed out there, not in the code.
    testTimeout: 30_000,
    // Files that mock modules, fake timers or stub globals run isolated, the rest share a worker's modules
    // (tooling/vitest): 111 s → 84 s on 2 cores (CPU 134 → 95 s), 4 of 24 files isolated.
    projects: isolationProjects(new URL(".", import.meta.url), {
      include: ["src/**/*.test.{ts,tsx}"],
      exclude: [...configDefaults.exclude, "storybook-static/**"],
    }),
  },
});
