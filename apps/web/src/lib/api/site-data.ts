import "server-only";

import { unstable_rethrow } from "next/navigation";
import { cache } from "react";

import type { Config, Module, ReactLandingPage } from "@marketplace/api-client";
import { getConfig, getModules, getReactLandingPage } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { getServerClient } from "./server-client";

export interface SiteData {
  visitor: VisitorContext;
  config: Config | null;
  landing: ReactLandingPage | null;
  /** Every active module (the header switcher and the module dialog). */
  modules: Module[];
  /** Whether a call failed: the frame shows less than it should (a page cache must not keep it). */
  degraded: boolean;
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    // An ended session's redirect (`getServerClient`) is not a failed call.
    unstable_rethrow(error);
    return null;
  }
}

/**
 * What every page's frame needs, loaded once per request on the server. A failed call gives null
 * (the frame still renders: header, language and theme work without the API).
 */
export const loadSiteData = cache(async (): Promise<SiteData> => {
  const [visitor, client] = await Promise.all([readVisitorContext(), getServerClient()]);
  const [config, landing, modules] = await Promise.all([
    orNull(getConfig(client)),
    orNull(getReactLandingPage(client)),
    orNull(getModules(client)),
  ]);
  return {
    visitor,
    config,
    landing,
    modules: modules ?? [],
    degraded: config === null || landing === null || modules === null,
  };
});
