import type { Env } from "./env";

export interface DemoModeStart {
  /** False: the server must not start. */
  start: boolean;
  /** Logged at start (a warning, or the refusal's reason); null when demo mode is off. */
  warning: string | null;
}

const effects =
  "every one-time code is the fixed DEMO_OTP_CODE, the social provider `demo` signs in as any account, demo payments mark orders paid and add-fund is free";

/**
 * Whether the server may start with this environment's demo mode: off starts quietly; on starts with a
 * warning; on under NODE_ENV=production needs DEMO_MODE_I_UNDERSTAND=1 (ADR 0015).
 */
export function demoModeStart(
  env: Pick<Env, "demoMode" | "demoModeConsent" | "nodeEnv">,
): DemoModeStart {
  if (!env.demoMode) return { start: true, warning: null };
  if (env.nodeEnv === "production" && !env.demoModeConsent)
    return {
      start: false,
      warning: `Refusing to start: demo mode is on (DEMO_MODE=1) under NODE_ENV=production, where ${effects}. Turn DEMO_MODE off, or set DEMO_MODE_I_UNDERSTAND=1 to start anyway.`,
    };
  return {
    start: true,
    warning: `Demo mode is on: ${effects}. Never expose this server to real customers.`,
  };
}
