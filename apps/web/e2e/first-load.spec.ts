import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { FirstLoad } from "../scripts/lib/first-load.mjs";
import type { FirstLoadSample, FirstLoadVisitor } from "./first-load-routes";
import {
  bareFirstLoad,
  buildBarePage,
  fetchBytes,
  FIRST_LOAD_BUDGET,
  kb,
  measureFirstLoad,
  ratioText,
  WEB_ROOT,
} from "../scripts/lib/first-load.mjs";
import { FIRST_LOAD_EXCLUDED, FIRST_LOAD_SAMPLES } from "./first-load-routes";
import { modules, WEB_URL } from "./support";
import { expect, test } from "./test";

// The first-load budget (issue 21): bytes are deterministic, so this is a test. Every page route of the
// build, loaded as its visitor, must load at most FIRST_LOAD_BUDGET × the bare Next.js page's JavaScript
// (gzip 9, only what a modern browser loads), and no MapLibre. Prints a table of every route's figure.

const LOCATION = {
  zone_id: "[1]",
  lat: "23.7925",
  lng: "90.401",
  location: "Old Town Central Station, Old Town, Lakeshore",
};

/** The page routes of the build under test (app-path-routes-manifest: `/store/[id]/page` → `/store/[id]`). */
function builtPageRoutes(): string[] {
  const manifest = JSON.parse(
    readFileSync(
      join(WEB_ROOT, process.env.NEXT_DIST_DIR ?? ".next", "app-path-routes-manifest.json"),
      "utf8",
    ),
  ) as Record<string, string>;
  return Object.entries(manifest)
    .filter(([entry]) => entry.endsWith("/page"))
    .map(([, route]) => route)
    .sort();
}

function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");
}

/** The cookie a proxy answer set (`guest_id`, `session`), by name. */
function setCookie(response: Response, name: string): string {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  throw new Error(`no ${name} cookie in the answer (status ${String(response.status)})`);
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${WEB_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", origin: WEB_URL },
    body: JSON.stringify(body),
  });
}

/** Real cookies of each visitor: a guest id and a session issued by the storefront's proxy. */
async function visitorCookies(): Promise<Record<FirstLoadVisitor, Record<string, string>>> {
  const guestId = setCookie(await post("/api/v1/auth/guest/request", {}), "guest_id");
  const session = setCookie(
    await post("/api/v1/auth/login", {
      login_type: "manual",
      field_type: "email",
      email_or_phone: "demo@marketplace.test",
      password: "Demo1234",
    }),
    "session",
  );
  return {
    "first-visit": {},
    guest: { ...LOCATION, guest_id: guestId },
    customer: { ...LOCATION, session },
  };
}

interface Row {
  route: string;
  url: string;
  label: string;
  figures: FirstLoad;
}

test.describe.configure({ timeout: 600_000 });

// Tagged: the check runs it as its own step (`pnpm --filter @marketplace/web first-load`), the web's
// `e2e` script leaves it out.
test(
  "every route's first-load JavaScript is within 1.2 × the bare Next.js page",
  {
    tag: "@first-load",
  },
  async () => {
    const started = Date.now();
    const { dir, versions } = buildBarePage({ log: (line) => console.log(line) });
    const bare = await bareFirstLoad(dir);

    const samples = new Map<string, FirstLoadSample[]>();
    for (const sample of FIRST_LOAD_SAMPLES)
      samples.set(sample.route, [...(samples.get(sample.route) ?? []), sample]);
    const routes = builtPageRoutes();
    const unmeasured: string[] = [];
    for (const route of routes) {
      if (route in FIRST_LOAD_EXCLUDED || samples.has(route)) continue;
      if (route.includes("[")) unmeasured.push(route);
      else samples.set(route, [{ route, url: route }]);
    }
    expect(
      unmeasured,
      `dynamic routes without a sample URL: add a line for each to e2e/first-load-routes.ts`,
    ).toEqual([]);
    const stale = FIRST_LOAD_SAMPLES.filter((sample) => !routes.includes(sample.route));
    expect(
      stale.map((sample) => sample.route),
      "samples of routes the build does not have",
    ).toEqual([]);

    const cookies = await visitorCookies();
    const rows: Row[] = [];
    const problems: string[] = [];
    for (const sample of [...samples.values()].flat()) {
      const visitor = sample.visitor ?? "guest";
      const variants = sample.modules
        ? modules.map((module) => ({
            label: module.type,
            cookies: {
              ...cookies[visitor],
              module_id: String(module.id),
              module_type: module.type,
            },
          }))
        : [
            {
              label: visitor === "first-visit" ? "first visit" : visitor,
              cookies:
                visitor === "first-visit"
                  ? cookies[visitor]
                  : {
                      ...cookies[visitor],
                      module_id: String(sample.module?.id ?? 1),
                      module_type: sample.module?.type ?? "grocery",
                    },
            },
          ];
      for (const variant of variants) {
        const url = `${WEB_URL}${sample.url}`;
        const response = await fetch(url, {
          headers: { cookie: cookieHeader(variant.cookies) },
          redirect: "manual",
        });
        const expected = sample.status ?? 200;
        if (response.status !== expected) {
          problems.push(
            `${sample.url} (${variant.label}) answered ${String(response.status)}${
              response.headers.get("location") ? ` → ${response.headers.get("location") ?? ""}` : ""
            }, expected ${String(expected)}: fix its line in e2e/first-load-routes.ts`,
          );
          continue;
        }
        const figures = await measureFirstLoad(await response.text(), url, fetchBytes);
        rows.push({ route: sample.route, url: sample.url, label: variant.label, figures });
      }
    }

    const limit = bare.gzip * FIRST_LOAD_BUDGET;
    const lines = [
      `First-load JavaScript (gzip 9, scripts a modern browser loads; budget ${String(FIRST_LOAD_BUDGET)} × bare = ${kb(limit)})`,
      `  ${"page".padEnd(34)} ${"gzip".padStart(9)} ${"× bare".padStart(7)} ${"scripts".padStart(7)}  raw`,
      `  ${`bare Next.js page (next ${versions.next})`.padEnd(34)} ${kb(bare.gzip).padStart(9)} ${"1.000".padStart(7)} ${String(bare.scripts).padStart(7)}  ${kb(bare.raw)}`,
    ];
    for (const row of rows) {
      const ratio = row.figures.gzip / bare.gzip;
      const over = row.figures.gzip > limit;
      lines.push(
        `  ${`${row.url} (${row.label})`.padEnd(34)} ${kb(row.figures.gzip).padStart(9)} ${ratioText(ratio).padStart(7)} ${String(row.figures.scripts).padStart(7)}  ${kb(row.figures.raw)}${over ? "  OVER BUDGET" : ""}${row.figures.maplibre ? "  MapLibre!" : ""}`,
      );
      if (over)
        problems.push(
          `${row.url} (${row.label}): ${kb(row.figures.gzip)} = ${ratioText(ratio)} × bare, over ${String(FIRST_LOAD_BUDGET)} ×`,
        );
      if (row.figures.maplibre)
        problems.push(`${row.url} (${row.label}): MapLibre in the first load`);
    }
    lines.push(`  (${String(rows.length)} pages in ${String(Date.now() - started)} ms)`);
    console.log(lines.join("\n"));
    await test
      .info()
      .attach("first-load.txt", { body: lines.join("\n"), contentType: "text/plain" });

    expect(problems, lines.join("\n")).toEqual([]);
  },
);
