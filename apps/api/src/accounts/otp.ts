import { and, eq, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { otpCodes } from "../db/schema";
import { newOtpCode, sha256 } from "./tokens";

/** The spec's OTP constants: 6 digits, a 60 s resend wait; codes live 5 minutes; 5 wrong tries block. */
export const otpRules = {
  resendWaitSeconds: 60,
  ttlSeconds: 300,
  maxAttempts: 5,
  blockSeconds: 60,
};

export type OtpPurpose = "login" | "verify" | "reset" | "profile";

export type IssueResult = { status: "sent"; code: string } | { status: "wait"; seconds: number };

export interface OtpDeps {
  db: Db;
  env: Env;
  logger: Logger;
  now: Date;
}

const hashCode = (purpose: string, target: string, code: string) =>
  sha256(`${purpose}:${target}:${code}`);

/**
 * Issues a code for (purpose, target) unless one was sent less than 60 s ago. In demo mode the code is
 * the fixed DEMO_OTP_CODE; otherwise a random one (no SMS/mail provider is wired: it is logged at debug).
 */
export async function issueOtp(
  deps: OtpDeps,
  purpose: OtpPurpose,
  target: string,
): Promise<IssueResult> {
  const { db, env, now } = deps;
  const code = env.demoMode ? env.demoOtpCode : newOtpCode();
  const resendBefore = new Date(now.getTime() - otpRules.resendWaitSeconds * 1000);
  const values = {
    purpose,
    target,
    codeHash: hashCode(purpose, target, code),
    expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
    sentAt: now,
    attempts: 0,
    blockedUntil: null,
    verified: false,
  };
  const written = await db
    .insert(otpCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [otpCodes.purpose, otpCodes.target],
      set: values,
      setWhere: sql`${otpCodes.sentAt} <= ${resendBefore} and (${otpCodes.blockedUntil} is null or ${otpCodes.blockedUntil} <= ${now})`,
    })
    .returning({ id: otpCodes.id });
  if (written.length === 0) {
    const [row] = await db
      .select({ sentAt: otpCodes.sentAt, blockedUntil: otpCodes.blockedUntil })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target)));
    const until = Math.max(
      (row?.sentAt.getTime() ?? 0) + otpRules.resendWaitSeconds * 1000,
      row?.blockedUntil?.getTime() ?? 0,
    );
    return { status: "wait", seconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
  }
  if (!env.demoMode) deps.logger.debug("otp issued", { purpose, target, code });
  return { status: "sent", code };
}

export type CheckResult = "ok" | "mismatch" | "blocked" | "missing" | "expired";

/**
 * Checks a code. A wrong code counts an attempt; the fifth wrong one burns the code and blocks the
 * target for 60 s. A right code is consumed unless `keep` (the reset flow checks it twice).
 */
export async function checkOtp(
  deps: Pick<OtpDeps, "db" | "now">,
  purpose: OtpPurpose,
  target: string,
  code: string,
  options: { keep?: boolean } = {},
): Promise<CheckResult> {
  const { db, now } = deps;
  const where = and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target));
  const [row] = await db.select().from(otpCodes).where(where);
  if (!row) return "missing";
  if (row.blockedUntil && row.blockedUntil > now) return "blocked";
  if (row.codeHash === "") return "missing";
  if (row.expiresAt <= now) return "expired";
  if (row.codeHash !== hashCode(purpose, target, code)) {
    const [updated] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(where)
      .returning({ attempts: otpCodes.attempts });
    if ((updated?.attempts ?? 0) >= otpRules.maxAttempts) {
      await db
        .update(otpCodes)
        .set({
          codeHash: "",
          blockedUntil: new Date(now.getTime() + otpRules.blockSeconds * 1000),
        })
        .where(where);
      return "blocked";
    }
    return "mismatch";
  }
  if (options.keep) await db.update(otpCodes).set({ verified: true }).where(where);
  else await db.delete(otpCodes).where(where);
  return "ok";
}
