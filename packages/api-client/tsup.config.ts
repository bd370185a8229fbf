import { defineConfig } from "tsup";

/** The package's public entries (the `exports` map); their declarations are the package's types. */
const publicEntries = {
  index: "src/index.ts",
  "query/index": "src/query/index.ts",
  "query/deferred": "src/query/deferred.ts",
};

export default defineConfig({
  // Two more entries than the public ones cut the shared code into chunks by what reaches it: the client
  // (no schema) and the cart's query with its schemas each get chunks of their own,
  // which the public entries re-export. With `sideEffects: false` a consumer's bundler then keeps only the
  // chunks a part uses: a page that reads the cart in the browser no longer evaluates every schema of the
  // SDK (ADR 0027). Not one module per source file: ~100 more modules lengthened every module id of the
  // storefront's bundles (+0.5 kB gzip on each page's first load).
  entry: {
    ...publicEntries,
    "client/create-client": "src/client/create-client.ts",
    "query/cart-query": "src/query/cart-query.ts",
  },
  format: ["esm"],
  dts: { entry: publicEntries },
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: "es2022",
});
