// The first-load JavaScript of a page, measured the one way the bench and the budget test share
// (e2e/first-load.spec.ts, scripts/bench.mjs): the scripts a modern browser loads from the page's HTML —
// every `<script src>` without `nomodule` (Next's legacy polyfills are never run by a modern browser),
// every script the HTML preloads and every script its RSC payload names (React loads a client reference's
// chunks as it reads the payload), each URL once — gzipped at level 9, script by script. The bare page is
// a one-page Next.js app built from this app's own `next`, `react` and `react-dom` (the same versions), so
// the ratio compares like with like.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** The web app's folder (apps/web). */
export const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The budget: no route's first load may exceed this multiple of the bare page's. */
export const FIRST_LOAD_BUDGET = 1.2;

/**
 * The URLs of the scripts a modern browser loads from this HTML, in document order, each once:
 * `<script src>` tags without the `nomodule` attribute, scripts the page preloads
 * (`<link rel="preload" as="script">`, `<link rel="modulepreload">`: Next emits these for `next/dynamic`
 * parts rendered on the server, which the browser needs to hydrate them), then the scripts the page's
 * RSC payload names (`self.__next_f.push([1, "…"])`): React loads the chunks of every client reference of
 * the payload as it reads it, whether or not the HTML also has a tag for them (a page-cached render can
 * name the error boundary's chunk only there). `legacy: true` gives the measure used until session 5
 * (every `<script src>`, nomodule included, no preloads, no payload), for old figures only.
 * @param {string} html
 * @param {{ legacy?: boolean }} [options]
 * @returns {string[]}
 */
export function firstLoadScripts(html, options = {}) {
  const sources = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attributes = tag.slice(name.length + 1, -1);
    const attribute = (/** @type {string} */ key) => {
      const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(
        attributes,
      );
      return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
    };
    let url;
    if (name.toLowerCase() === "script") {
      if (!options.legacy && /(?:^|\s)nomodule(?:[\s=/]|$)/i.test(attributes)) continue;
      url = attribute("src");
    } else {
      if (options.legacy) continue;
      const rel = attribute("rel")?.toLowerCase();
      const as = attribute("as")?.toLowerCase();
      if (rel === "modulepreload" || (rel === "preload" && as === "script"))
        url = attribute("href");
    }
    if (url) sources.push(url.replaceAll("&amp;", "&"));
  }
  if (!options.legacy) sources.push(...payloadScripts(html));
  return [...new Set(sources)];
}

/**
 * The script URLs the page's RSC payload names, in payload order: the payload's rows are JSON strings
 * pushed by inline scripts; a client reference's chunks appear in them as `"…/_next/static/….js"`.
 * @param {string} html
 * @returns {string[]}
 */
export function payloadScripts(html) {
  const urls = [];
  for (const [, literal = '""'] of html.matchAll(
    /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g,
  )) {
    const row = /** @type {string} */ (JSON.parse(literal));
    for (const [, url = ""] of row.matchAll(/"([^"\s]*\/_next\/static\/[^"\s]+\.js)"/g))
      urls.push(url);
  }
  return urls;
}

/**
 * @typedef {object} FirstLoad
 * @property {number} scripts how many scripts
 * @property {number} raw their bytes
 * @property {number} gzip their gzip (level 9) bytes, summed script by script
 * @property {boolean} maplibre whether any of them carries MapLibre
 * @property {string[]} sources their URLs
 */

/**
 * Measures the first load of a page whose HTML is given; `load(url)` returns a script's bytes.
 * @param {string} html
 * @param {string} pageUrl the page's URL (scripts are resolved against it)
 * @param {(url: URL) => Promise<Buffer>} load
 * @param {{ legacy?: boolean }} [options]
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(html, pageUrl, load, options = {}) {
  const sources = firstLoadScripts(html, options);
  const bodies = await Promise.all(sources.map((source) => load(new URL(source, pageUrl))));
  let raw = 0;
  let gzip = 0;
  let maplibre = false;
  for (const body of bodies) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    if (/maplibre|setWorkerUrl|maplibre-gl-worker/i.test(body.toString("utf8"))) maplibre = true;
  }
  return { scripts: sources.length, raw, gzip, maplibre, sources };
}

/** A script's bytes over HTTP (fails on anything but 200). */
export async function fetchBytes(/** @type {URL} */ url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url.href} answered ${String(response.status)}`);
  return Buffer.from(await response.arrayBuffer());
}

const BARE_FILES = {
  "package.json": JSON.stringify({ name: "bare", private: true, type: "module" }),
  "next.config.mjs": "export default {};\n",
  "app/layout.js":
    'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  "app/page.js": "export default function Page() { return <h1>Hello</h1>; }\n",
};

function installedVersion(/** @type {string} */ name) {
  const require = createRequire(join(WEB_ROOT, "package.json"));
  const manifest = require.resolve(`${name}/package.json`);
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(manifest, "utf8"))).version;
}

/**
 * Builds the bare Next.js page with this app's next/react/react-dom and returns its folder. The build is
 * a pure function of those versions, Node's and the page's files, so a folder built from the same ones is
 * reused (`FIRST_LOAD_REBUILD_BARE=1` forces a fresh build). It lives inside this app because Turbopack
 * resolves packages only within the workspace.
 * @param {{ log?: (line: string) => void }} [options]
 */
export function buildBarePage(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const versions = {
    next: installedVersion("next"),
    react: installedVersion("react"),
    "react-dom": installedVersion("react-dom"),
    node: process.version,
  };
  const key = createHash("sha256")
    .update(JSON.stringify({ versions, files: BARE_FILES }))
    .digest("hex")
    .slice(0, 16);
  const dir = join(WEB_ROOT, ".cache", "bare-page", key);
  const html = join(dir, ".next", "server", "app", "index.html");
  if (existsSync(html) && process.env.FIRST_LOAD_REBUILD_BARE !== "1") {
    log(`bare page: reusing the build of next ${versions.next}, react ${versions.react} (${dir})`);
    return { dir, versions };
  }
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(BARE_FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  log(`bare page: building with next ${versions.next}, react ${versions.react}`);
  const result = spawnSync(join(WEB_ROOT, "node_modules", ".bin", "next"), ["build"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0 || !existsSync(html)) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error("the bare Next.js page did not build");
  }
  return { dir, versions };
}

/**
 * The bare page's first load, read from its build (its page is static: the prerendered HTML and the
 * files under .next/static are what `next start` would serve).
 * @param {string} dir a folder from `buildBarePage`
 * @param {{ legacy?: boolean }} [options]
 * @returns {Promise<FirstLoad>}
 */
export function bareFirstLoad(dir, options = {}) {
  const html = readFileSync(join(dir, ".next", "server", "app", "index.html"), "utf8");
  return measureFirstLoad(
    html,
    "http://bare.invalid/",
    (url) => {
      if (!url.pathname.startsWith("/_next/static/"))
        throw new Error(`unexpected script in the bare page: ${url.pathname}`);
      return Promise.resolve(
        readFileSync(
          join(
            dir,
            ".next",
            "static",
            decodeURIComponent(url.pathname.slice("/_next/static/".length)),
          ),
        ),
      );
    },
    options,
  );
}

/** Kilobytes with one decimal (1 kB = 1024 B, as the figures in docs/progress have always been). */
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A ratio with three decimals (a figure, not money). */
export const ratioText = (/** @type {number} */ ratio) => ratio.toFixed(3);
