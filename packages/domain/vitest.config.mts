import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/__fixtures__/**", "src/index.ts"],
      reporter: ["text-summary", "text", "json-summary"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
