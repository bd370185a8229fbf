import type { Db } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "./logger";
import type { RequestContext } from "./request-context";

/** What the app needs from the outside world; tests pass their own (a per-file DB, a fixed clock). */
export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** The clock (store open/closed, campaign windows). Defaults to the real time. */
  now?: () => Date;
  /**
   * Finds the signed-in customer for a bearer token (the accounts area provides it). Without it,
   * routes that need a customer answer 401.
   */
  resolveCustomer?: (token: string) => Promise<{ id: number } | null>;
}

export interface ModuleRef {
  id: number;
  moduleType: string;
}

/** Hono generics for every route of this app. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    ctx: RequestContext;
    /** Set by the module check when a valid `moduleId` header was sent. */
    module: ModuleRef | null;
    requestId: string;
    /** Set by `requireCustomer` on routes that need a signed-in customer. */
    customer: { id: number } | null;
  };
}
