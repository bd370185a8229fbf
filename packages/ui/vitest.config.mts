import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", "storybook-static/**"],
    css: false,
    // jsdom renders are slow on a loaded 2-core CI machine: 5 s timed out there, not in the code.
    testTimeout: 30_000,
  },
});
