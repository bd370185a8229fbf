import { and, count, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { profileUpdateBodySchema } from "@marketplace/api-client";
import { firstOrderOffer } from "@marketplace/domain";

import type { UserRow } from "../../accounts/users";
import type { AppEnv } from "../../lib/app-env";
import { assertNewPassword, assertPhone } from "../../accounts/credential-rules";
import { checkOtp, issueOtp } from "../../accounts/otp";
import { hashPassword } from "../../accounts/passwords";
import { endOtherSessions, endSessions } from "../../accounts/sessions";
import { findUserById, normalizeEmail, normalizePhone, splitName } from "../../accounts/users";
import { cartLines, categories, orders, sessions, users } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { accountFieldBounds } from "../../lib/field-bounds";
import { requireCustomer } from "../../lib/middleware";
import { parseBody } from "../../lib/validate";
import { isUniqueViolation } from "../../orders/db-errors";
import { countedOrders, daysSince } from "../../orders/first-order";
import { runningStatuses } from "../../orders/statuses";
import { loginSettingsOf, otpDeps } from "../auth/context";
import { assertOtp, assertSent } from "../auth/otp-errors";
import { nowOf, referenceOf } from "../helpers";
import { profileImageUrl } from "../uploads/account-files";
import { passwordChangeProof } from "./password-change";
import { saveUpload } from "./uploads";

export function customerOf(c: { get: (key: "customer") => { id: number } | null }): number {
  const customer = c.get("customer");
  if (!customer) throw new ApiError(401, errorBody("auth-001", "Unauthenticated."));
  return customer.id;
}

function formatProfile(
  user: UserRow,
  publicUrl: string,
  orderCount: number,
  /** The orders that count against the first-order offer (`countedOrders`: not canceled or failed). */
  offerOrders: number,
  now: Date,
  interestModules: number[],
  settings: Record<string, unknown>,
) {
  const since = daysSince(user.createdAt, now);
  // The welcome modal's first-order discount: the offer order placement applies (orders/first-order.ts).
  const offer = firstOrderOffer(settings, { orderCount: offerOrders, daysSinceSignUp: since });
  return {
    id: user.id,
    f_name: user.fName,
    l_name: user.lName,
    phone: user.phone,
    email: user.email,
    image: user.image,
    image_full_url: user.image ? profileImageUrl(publicUrl, user.image) : null,
    is_phone_verified: user.isPhoneVerified ? 1 : 0,
    is_email_verified: user.isEmailVerified ? 1 : 0,
    ref_code: user.refCode,
    wallet_balance: user.walletBalance,
    loyalty_point: user.loyaltyPoint,
    status: user.status,
    login_medium: user.loginMedium,
    order_count: orderCount,
    member_since_days: since,
    is_valid_for_discount: offer !== null,
    discount_amount: offer?.amount ?? 0,
    discount_amount_type: offer?.type ?? "amount",
    validity: offer?.validityDays ?? null,
    selected_modules_for_interest: interestModules,
    userinfo: null,
    average_rating: 0,
    total_review: 0,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}

const firebaseTokenBody = z.object({ cm_firebase_token: z.string().min(1).max(500) });

export function profileRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/info", requireCustomer);
  api.use("/customer/update-profile", requireCustomer);
  api.use("/customer/remove-account", requireCustomer);
  api.use("/customer/cm-firebase-token", requireCustomer);

  api.get("/customer/info", async (c) => {
    if (!c.get("ctx").localizationSent)
      return c.json(errorBody("current_language_key", "The language key is required."), 200);
    const { db, env } = c.get("deps");
    const user = await findUserById(db, customerOf(c));
    if (!user) throw new ApiError(401, errorBody("auth-001", "Unauthenticated."));
    const [row] = await db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.ownerKey, `u:${String(user.id)}`));
    // The modules the customer saved interests for: those of the categories of `interest`.
    const modules =
      user.interest.length === 0
        ? []
        : await db
            .selectDistinct({ id: categories.moduleId })
            .from(categories)
            .where(inArray(categories.id, user.interest));
    const interestModules = modules.map((module) => module.id).sort((a, b) => a - b);
    const { settings } = await referenceOf(c);
    return c.json(
      formatProfile(
        user,
        env.publicUrl,
        row?.value ?? 0,
        await countedOrders(db, user.id),
        nowOf(c),
        interestModules,
        settings,
      ),
    );
  });

  api.post("/customer/update-profile", async (c) => {
    const body = await parseBody(c, profileUpdateBodySchema, accountFieldBounds);
    const { db } = c.get("deps");
    const user = await findUserById(db, customerOf(c));
    if (!user) throw new ApiError(401, errorBody("auth-001", "Unauthenticated."));
    assertPhone(body.phone);
    if (body.password) assertNewPassword(body.password);
    const phone = normalizePhone(body.phone);
    const email = normalizeEmail(body.email);
    if (!z.email().safeParse(email).success)
      throw ApiError.of(403, "email", "The email field is invalid.");
    // Changing a verified channel, or any channel whose verification the config switches on, needs an
    // OTP sent to the new value first; the new value is then verified.
    const verification = await loginSettingsOf(c);
    const phoneChanges =
      user.phone !== phone && (user.isPhoneVerified || verification.phoneVerification);
    const emailChanges =
      user.email !== email && (user.isEmailVerified || verification.emailVerification);
    const channel = phoneChanges ? "phone" : emailChanges ? "email" : null;
    if (body.password) {
      // A new password needs the current one, or a fresh OTP to a verified channel (issue 20 #7).
      const otpStep = await passwordChangeProof(c, user, body, channel !== null);
      if (otpStep) return c.json(otpStep);
    }
    if (channel) {
      const target = channel === "phone" ? phone : email;
      if (!body.otp) {
        assertSent(await issueOtp(otpDeps(c), "profile", target));
        return c.json({
          verification_on: channel,
          verification_medium: "SMS",
          otp_send: 1,
          message: "OTP sent successfully.",
        });
      }
      assertOtp(await checkOtp(otpDeps(c), "profile", target, body.otp));
    }
    const form = await c.req.parseBody().catch(() => ({}));
    const image = "image" in form ? await saveUpload(form.image, "profile") : null;
    const name = splitName(body.name);
    try {
      await db
        .update(users)
        .set({
          fName: name.fName,
          lName: name.lName,
          phone,
          email,
          ...(image ? { image } : {}),
          ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
          ...(phoneChanges ? { isPhoneVerified: true } : {}),
          ...(emailChanges ? { isEmailVerified: true } : {}),
        })
        .where(eq(users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error))
        throw ApiError.of(403, "phone", "The phone or email has already been taken.");
      throw error;
    }
    const { token } = c.get("ctx");
    if (body.password && token) await endOtherSessions(db, user.id, token);
    return c.json({ message: "Successfully updated!" });
  });

  api.delete("/customer/remove-account", async (c) => {
    const { db } = c.get("deps");
    const id = customerOf(c);
    const [running] = await db
      .select({ value: count() })
      .from(orders)
      .where(
        and(eq(orders.ownerKey, `u:${String(id)}`), inArray(orders.orderStatus, runningStatuses)),
      );
    if ((running?.value ?? 0) > 0)
      return c.json(errorBody("on-going", "You have running orders. Please try again later."), 203);
    await db.delete(cartLines).where(eq(cartLines.ownerKey, `u:${String(id)}`));
    await endSessions(db, id);
    await db
      .update(users)
      .set({ status: 0, email: null, phone: null, socialId: null, passwordHash: null })
      .where(eq(users.id, id));
    await db.delete(sessions).where(eq(sessions.userId, id));
    return c.json([]);
  });

  api.put("/customer/cm-firebase-token", async (c) => {
    const body = await parseBody(c, firebaseTokenBody, accountFieldBounds);
    await c
      .get("deps")
      .db.update(users)
      .set({ cmFirebaseToken: body.cm_firebase_token })
      .where(eq(users.id, customerOf(c)));
    return c.json({ message: "Updated successfully." });
  });

  return api;
}
