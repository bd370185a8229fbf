import { Hono } from "hono";

import type { AppEnv } from "../lib/app-env";
import { buildOpenApi } from "./document";

/** `GET /api/v1/openapi.json`, generated once from the SDK's schemas. */
export function openApiRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let document: Record<string, unknown> | undefined;
  app.get("/openapi.json", (c) => {
    document ??= buildOpenApi(undefined, `${c.get("deps").env.publicUrl}/api/v1`);
    return c.json(document);
  });
  return app;
}
