// Copies MapLibre's worker into /public: once bundled by Next, maplibre-gl cannot find it by itself.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = require.resolve("maplibre-gl/dist/maplibre-gl-worker.mjs");
mkdirSync(join(root, "public"), { recursive: true });
copyFileSync(source, join(root, "public", "maplibre-gl-worker.mjs"));
