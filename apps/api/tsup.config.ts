import { defineConfig } from "tsup";

export default defineConfig({
  entry: { server: "src/server.ts", prepare: "src/prepare.ts" },
  format: ["esm"],
  target: "node20",
  platform: "node",
  clean: true,
  sourcemap: true,
  // Workspace packages (domain ships TypeScript source) are bundled; npm dependencies stay external.
  noExternal: [/^@marketplace\//],
});
