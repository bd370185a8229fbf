import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";

import { cartAddBodySchema, cartUpdateBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import type { CartScope } from "../../orders/cart/cart-service";
import { readGuestId, resolveOwner } from "../../accounts/owner";
import { validationError } from "../../lib/errors";
import { moduleCheck } from "../../lib/middleware";
import { parseBody, parseQuery } from "../../lib/validate";
import {
  addToCart,
  cartList,
  clearCart,
  removeCartLine,
  updateCart,
} from "../../orders/cart/cart-service";
import { viewOf } from "../helpers";

async function scopeOf(
  c: Context<AppEnv>,
  guestId: unknown,
  lockChecksGuest = false,
): Promise<CartScope> {
  const owner = await resolveOwner(c, guestId, { lockChecksGuest });
  return {
    db: c.get("deps").db,
    view: await viewOf(c),
    owner,
    moduleId: c.get("module")?.id ?? null,
  };
}

async function answer(c: Context<AppEnv>, scope: CartScope) {
  return c.json(await cartList(scope.db, scope.view, scope.owner, scope.moduleId));
}

const guestQuery = z.object({ guest_id: z.string().max(20).optional() });
const removeItemInput = z.object({
  cart_id: z.union([z.string(), z.number()]).transform((value, ctx) => {
    const id = Number(value);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    }
    return id;
  }),
  guest_id: z.union([z.string(), z.number()]).optional(),
});

/** Reads a DELETE's parameters from the query and, when sent, a JSON or form body. */
async function deleteParams(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const query = c.req.query();
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("json") && !type.includes("form")) return query;
  const body = await parseBody(c, z.record(z.string(), z.unknown()));
  return { ...body, ...query };
}

/** `customer/cart/*`: per user or guest and per module; every call answers the whole cart. */
export function cartRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/cart/*", moduleCheck({ optional: true }));

  api.get("/customer/cart/list", async (c) => {
    const query = parseQuery(c, guestQuery);
    return answer(c, await scopeOf(c, query.guest_id));
  });

  api.post("/customer/cart/add", async (c) => {
    const body = await parseBody(c, cartAddBodySchema);
    const scope = await scopeOf(c, body.guest_id ?? c.req.query("guest_id"), true);
    const list = await addToCart(scope, body);
    return list ? c.json(list) : answer(c, scope);
  });

  api.post("/customer/cart/update", async (c) => {
    const body = await parseBody(c, cartUpdateBodySchema);
    const scope = await scopeOf(c, body.guest_id ?? c.req.query("guest_id"));
    await updateCart(scope, body);
    return answer(c, scope);
  });

  api.delete("/customer/cart/remove-item", async (c) => {
    const params = await deleteParams(c);
    const parsed = removeItemInput.safeParse(params);
    const scope = await scopeOf(c, params.guest_id);
    if (!parsed.success) throw validationError(parsed.error);
    await removeCartLine(scope, parsed.data.cart_id);
    return answer(c, scope);
  });

  api.delete("/customer/cart/remove", async (c) => {
    const params = await deleteParams(c);
    const scope = await scopeOf(c, readGuestId(params.guest_id) ?? undefined);
    await clearCart(scope);
    return answer(c, scope);
  });

  return api;
}
