"use server";

import { cookies } from "next/headers";
import { z } from "zod";

import { moduleTypes } from "@marketplace/api-client";

import { isSecureSite } from "~/env";
import { cookieNames, preferenceCookieOptions } from "~/lib/visitor/cookie-names";

const moduleSchema = z.object({ id: z.number().int().positive(), type: z.enum(moduleTypes) });

/** Stores the chosen module (spec D §2 "Module selection dialog"). */
export async function saveModule(input: unknown): Promise<void> {
  const chosen = moduleSchema.parse(input);
  const store = await cookies();
  const options = preferenceCookieOptions(isSecureSite);
  store.set(cookieNames.moduleId, String(chosen.id), options);
  store.set(cookieNames.moduleType, chosen.type, options);
}
