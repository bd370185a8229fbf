import { eq } from "drizzle-orm";

import type { Db } from "../db/client";
import { invalidateReference } from "../catalog/reference";
import { settings } from "../db/schema";

/** Changes the seeded `centralize_login` switches (e.g. turns OTP or social login on) for a test app. */
export async function setLoginSettings(db: Db, change: Record<string, 0 | 1>): Promise<void> {
  const [row] = await db.select().from(settings).where(eq(settings.key, "centralize_login"));
  const current = (row?.value as { value?: Record<string, unknown> } | undefined)?.value ?? {};
  await db
    .update(settings)
    .set({ value: { value: { ...current, ...change } } })
    .where(eq(settings.key, "centralize_login"));
  invalidateReference(db);
}
