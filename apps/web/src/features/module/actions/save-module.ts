"use server";

import { cookies } from "next/headers";
import { z } from "zod";

import { getProfile, moduleTypes } from "@marketplace/api-client";
import { afterModuleSelectionTarget } from "@marketplace/domain";

import { isSecureSite } from "~/env";
import { getServerClient } from "~/lib/api/server-client";
import { cookieNames, preferenceCookieOptions } from "~/lib/visitor/cookie-names";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";

const moduleSchema = z.object({ id: z.number().int().positive(), type: z.enum(moduleTypes) });

/** The modules a signed-in customer has saved interests for, or null for a guest (or when unknown). */
async function interestModules(): Promise<readonly number[] | null> {
  if (!(await readVisitorContext()).signedIn) return null;
  try {
    return (await getProfile(await getServerClient())).selected_modules_for_interest ?? [];
  } catch {
    // The profile did not come: the module is saved all the same, and the visitor goes home.
    return null;
  }
}

/**
 * Stores the chosen module (spec D §2 "Module selection dialog") and answers where the visitor goes next:
 * `/interest` when a signed-in customer with saved interests picks a module (not parcel) they have none
 * for, else `/home` (spec D §2 routes, the domain's `afterModuleSelectionTarget`).
 */
export async function saveModule(input: unknown): Promise<"/interest" | "/home"> {
  const chosen = moduleSchema.parse(input);
  const store = await cookies();
  const options = preferenceCookieOptions(isSecureSite);
  store.set(cookieNames.moduleId, String(chosen.id), options);
  store.set(cookieNames.moduleType, chosen.type, options);
  const modules = await interestModules();
  if (modules === null) return "/home";
  return afterModuleSelectionTarget({
    hasSavedInterests: modules.length > 0,
    moduleId: chosen.id,
    userModuleIds: modules,
    moduleType: chosen.type,
  });
}
