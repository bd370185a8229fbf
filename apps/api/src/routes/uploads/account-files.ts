import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { conversations, messages, users } from "../../db/schema";
import { requireCustomer } from "../../lib/middleware";
import { fileNotFound, pathId, serveUpload, uploadUrl } from "./serve-upload";

/** The caller `requireCustomer` signed in (kept here: `customer/profile` imports this file). */
function callerId(c: { get: (key: "customer") => { id: number } | null }): number {
  const caller = c.get("customer");
  if (!caller) throw fileNotFound();
  return caller.id;
}

/** Where a customer's profile photo is served (to that customer only). */
export function profileImageUrl(publicUrl: string, file: string): string {
  return uploadUrl(publicUrl, "customer/profile-image", null, file);
}

/** Where an image sent in a conversation is served (to the conversation's customer only). */
export function messageFileUrl(publicUrl: string, conversationId: number, file: string): string {
  return uploadUrl(publicUrl, "customer/message/attachment", conversationId, file);
}

/**
 * Private account files, each to the signed-in customer it belongs to (bearer token; 401 without):
 * `GET customer/profile-image/{file}` (the caller's current photo) and
 * `GET customer/message/attachment/{conversation_id}/{file}` (an image of the caller's conversation).
 * The other party of a conversation (a store, courier or support) does not sign in to this API.
 */
export function accountFileRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/profile-image/*", requireCustomer);
  api.use("/customer/message/attachment/*", requireCustomer);

  api.get("/customer/profile-image/:file", (c) =>
    serveUpload(c, {
      folder: "profile",
      file: c.req.param("file"),
      audience: "private",
      listed: async (file) => {
        const [user] = await c
          .get("deps")
          .db.select({ image: users.image })
          .from(users)
          .where(eq(users.id, callerId(c)));
        return user?.image === file;
      },
    }),
  );

  api.get("/customer/message/attachment/:conversationId/:file", async (c) => {
    const conversationId = pathId(c.req.param("conversationId"));
    if (conversationId === null) throw fileNotFound();
    return serveUpload(c, {
      folder: "conversation",
      file: c.req.param("file"),
      audience: "private",
      listed: async (file) => {
        const [row] = await c
          .get("deps")
          .db.select({ id: messages.id })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(
            and(
              eq(conversations.id, conversationId),
              eq(conversations.userId, callerId(c)),
              sql`${messages.files} @> ${JSON.stringify([file])}::jsonb`,
            ),
          )
          .limit(1);
        return row !== undefined;
      },
    });
  });
  return api;
}
