import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginResponseSchema, profileSchema } from "@marketplace/api-client";

import { socialHolderCase } from "../../accounts/exist-social";
import { users } from "../../db/schema";
import { call, errorCode } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { setLoginSettings } from "../../test/login-settings";
import { createTestApp } from "../../test/test-db";

/** ADR 0024, social addendum: "Is It You?" after a social login whose e-mail an unlinked account holds. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let now = testNow;
beforeAll(async () => {
  setup = await createTestApp({ now: () => now });
  await setLoginSettings(setup.database.db, {
    otp_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
    facebook_login_status: 1,
  });
});
afterAll(async () => {
  await setup.dispose();
});

const password = "Claimer-pass-1";
type Medium = "google" | "facebook";
const social = (
  medium: Medium,
  uniqueId: string,
  email: string,
  extra: Record<string, unknown> = {},
) =>
  call(setup.app, "POST", "auth/login", {
    body: { login_type: "social", token: "demo", medium, unique_id: uniqueId, email, ...extra },
  });
const envelopeOf = (result: { body: unknown }) => loginResponseSchema.parse(result.body);
const info = (token: string) => call(setup.app, "GET", "customer/info", { token });
const profileOf = async (token: string) => profileSchema.parse((await info(token)).body);
const passwordSignIn = (email: string) =>
  call(setup.app, "POST", "auth/login", {
    body: { login_type: "manual", email_or_phone: email, password, field_type: "email" },
  });
const updateInfo = (
  ticket: string | null | undefined,
  name: string,
  phone: string,
  email: string,
) =>
  call(setup.app, "POST", "auth/update-info", {
    body: {
      name,
      login_type: "social",
      phone,
      email,
      ...(ticket ? { update_info_token: ticket } : {}),
    },
  });

/** An account that claimed the e-mail (and a phone) at sign-up, proving neither, signed in. */
async function claimer(email: string, phone: string) {
  const signUp = await call(setup.app, "POST", "auth/sign-up", {
    body: { name: "Mal Lory", email, phone, password },
  });
  const token = envelopeOf(signUp).token ?? "";
  expect(token).not.toBe("");
  return { token, id: (await profileOf(token)).id };
}

/** An account that proved the e-mail through a Google login, completed with a name and phone. */
async function provedOwner(email: string, uniqueId: string, phone: string) {
  const first = envelopeOf(await social("google", uniqueId, email));
  expect(first).toMatchObject({ token: null, is_personal_info: false, is_exist_user: null });
  const done = envelopeOf(await updateInfo(first.update_info_token, "Ada Owner", phone, email));
  const token = done.token ?? "";
  expect(token).not.toBe("");
  return { token, id: (await profileOf(token)).id };
}

const setUser = (id: number, change: Partial<typeof users.$inferInsert>) =>
  setup.database.db.update(users).set(change).where(eq(users.id, id));

describe("which account is asked about (pure rule)", () => {
  it.each([
    [{ status: 1, isEmailVerified: true, isPhoneVerified: true, phone: "+1" }, "link"],
    [{ status: 1, isEmailVerified: true, isPhoneVerified: false, phone: null }, "link"],
    [{ status: 0, isEmailVerified: true, isPhoneVerified: true, phone: "+1" }, "blocked"],
    [{ status: 1, isEmailVerified: false, isPhoneVerified: false, phone: "+1" }, "take-over"],
    [{ status: 1, isEmailVerified: false, isPhoneVerified: false, phone: null }, "take-over"],
    [{ status: 1, isEmailVerified: false, isPhoneVerified: true, phone: "+1" }, "release"],
    [{ status: 0, isEmailVerified: false, isPhoneVerified: false, phone: "+1" }, "release"],
  ] as const)("%o → %s", (holder, expected) => {
    expect(socialHolderCase(holder)).toBe(expected);
  });
});

describe("an account that only claimed the e-mail", () => {
  it("is asked about: its name, no token, a ticket; nothing changes before the answer", async () => {
    now = testNow;
    const email = "claimed.q@example.com";
    const attacker = await claimer(email, "+15558200001");
    const question = envelopeOf(await social("google", "g-claimed-q", email));
    expect(question).toMatchObject({
      token: null,
      is_personal_info: true,
      is_exist_user: { id: attacker.id, name: "Mal Lory", image: null },
      login_type: "social",
    });
    expect(question.exist_user_token).toEqual(expect.any(String));
    expect((await info(attacker.token)).status).toBe(200);
  });

  it("Yes takes it over: the e-mail proven, password, phone, name and sessions gone; then user_info", async () => {
    now = testNow;
    const email = "claimed.yes@example.com";
    const attacker = await claimer(email, "+15558200002");
    const question = envelopeOf(await social("google", "g-claimed-yes", email));
    const yes = await social("google", "g-claimed-yes", email, {
      verified: "yes",
      exist_user_token: question.exist_user_token,
    });
    expect(yes.status).toBe(200);
    const taken = envelopeOf(yes);
    expect(taken).toMatchObject({ token: null, is_personal_info: false, is_exist_user: null });
    expect((await info(attacker.token)).status).toBe(401);
    expect((await passwordSignIn(email)).status).toBe(401);
    const done = envelopeOf(
      await updateInfo(taken.update_info_token, "Vic Tim", "+15558200102", email),
    );
    const profile = await profileOf(done.token ?? "");
    expect(profile).toMatchObject({
      id: attacker.id,
      email,
      phone: "+15558200102",
      f_name: "Vic",
    });
    // The provider account is linked: the next sign-in goes straight in.
    const again = envelopeOf(await social("google", "g-claimed-yes", email));
    expect(again.is_exist_user).toBeNull();
    expect(again.token).toBeTruthy();
  });

  it("Yes needs the question's live ticket: none, forged, another account's, an OTP one or a stale one is refused", async () => {
    now = testNow;
    const email = "claimed.proof@example.com";
    const phone = "+15558200003";
    const attacker = await claimer(email, phone);
    const uid = "g-claimed-proof";
    const refused = async (extra: Record<string, unknown>) => {
      const result = await social("google", uid, email, { verified: "yes", ...extra });
      expect(result.status).toBe(403);
      expect(errorCode(result.body)).toBe("exist_user_token");
    };
    await refused({});
    await refused({ exist_user_token: `${String(attacker.id)}.${"a".repeat(43)}` });
    await claimer("claimed.other@example.com", "+15558200004");
    const other = envelopeOf(
      await social("google", "g-claimed-other", "claimed.other@example.com"),
    );
    await refused({ exist_user_token: other.exist_user_token });
    // The OTP question's ticket (ADR 0024) proves the phone, not the e-mail.
    await call(setup.app, "POST", "auth/login", { body: { login_type: "otp", phone } });
    const otpQuestion = envelopeOf(
      await call(setup.app, "POST", "auth/login", {
        body: { login_type: "otp", phone, otp: "123456" },
      }),
    );
    expect(otpQuestion.exist_user_token).toEqual(expect.any(String));
    await refused({ exist_user_token: otpQuestion.exist_user_token });
    const question = envelopeOf(await social("google", uid, email));
    now = new Date(testNow.getTime() + 6 * 60_000);
    await refused({ exist_user_token: question.exist_user_token });
    now = testNow;
    expect((await info(attacker.token)).status).toBe(200);
    expect((await passwordSignIn(email)).status).toBe(200);
  });

  it("Yes does not enter it once it proved its phone after the question (a verified account)", async () => {
    now = testNow;
    const email = "claimed.race@example.com";
    const owner = await claimer(email, "+15558200005");
    const question = envelopeOf(await social("google", "g-claimed-race", email));
    await setUser(owner.id, { isPhoneVerified: true });
    const yes = await social("google", "g-claimed-race", email, {
      verified: "yes",
      exist_user_token: question.exist_user_token,
    });
    // Answered as if never asked: the verified account loses the unproven e-mail, the prover starts afresh.
    expect(envelopeOf(yes)).toMatchObject({
      token: null,
      is_personal_info: false,
      is_exist_user: null,
    });
    const kept = await profileOf(owner.token);
    expect(kept).toMatchObject({ id: owner.id, phone: "+15558200005", f_name: "Mal" });
    expect(kept.email ?? null).toBeNull();
    expect((await passwordSignIn(email)).status).toBe(401);
  });

  it("No starts a fresh account on the e-mail; the claimer keeps its account without it", async () => {
    now = testNow;
    const email = "claimed.no@example.com";
    const attacker = await claimer(email, "+15558200006");
    const question = envelopeOf(await social("google", "g-claimed-no", email));
    const fresh = envelopeOf(
      await social("google", "g-claimed-no", email, {
        verified: "no",
        exist_user_token: question.exist_user_token,
      }),
    );
    expect(fresh).toMatchObject({ token: null, is_personal_info: false, is_exist_user: null });
    const done = envelopeOf(
      await updateInfo(fresh.update_info_token, "Nora New", "+15558200106", email),
    );
    const profile = await profileOf(done.token ?? "");
    expect(profile.id).not.toBe(attacker.id);
    expect(profile.email).toBe(email);
    const old = await profileOf(attacker.token);
    expect(old.email ?? null).toBeNull();
  });
});

describe("an account that proved a phone but only claimed the e-mail", () => {
  it("is never shown or entered: it loses the e-mail and the prover starts afresh", async () => {
    now = testNow;
    const email = "verified.phone@example.com";
    const owner = await claimer(email, "+15558200007");
    await setUser(owner.id, { isPhoneVerified: true });
    const result = await social("google", "g-verified-phone", email, { verified: "yes" });
    expect(JSON.stringify(result.body)).not.toContain("Mal");
    expect(envelopeOf(result)).toMatchObject({
      token: null,
      is_personal_info: false,
      is_exist_user: null,
    });
    const kept = await profileOf(owner.token);
    expect(kept).toMatchObject({ id: owner.id, phone: "+15558200007" });
    expect(kept.email ?? null).toBeNull();
  });
});

describe("an account that proved the e-mail (another provider or an e-mail code)", () => {
  it("is asked about; Yes links the provider to it as it is, its sessions stay", async () => {
    now = testNow;
    const email = "proved.yes@example.com";
    const owner = await provedOwner(email, "g-proved-yes", "+15558200008");
    const question = envelopeOf(await social("facebook", "f-proved-yes", email));
    expect(question).toMatchObject({
      token: null,
      is_exist_user: { id: owner.id, name: "Ada Owner", image: null },
    });
    const yes = envelopeOf(
      await social("facebook", "f-proved-yes", email, {
        verified: "yes",
        exist_user_token: question.exist_user_token,
      }),
    );
    expect(yes.token).toBeTruthy();
    expect(await profileOf(yes.token ?? "")).toMatchObject({
      id: owner.id,
      f_name: "Ada",
      phone: "+15558200008",
    });
    expect((await info(owner.token)).status).toBe(200);
    const again = envelopeOf(await social("facebook", "f-proved-yes", email));
    expect(again.token).toBeTruthy();
  });

  it("No leaves it alone: a fresh account without the e-mail, completed by its own ticket", async () => {
    now = testNow;
    const email = "proved.no@example.com";
    const owner = await provedOwner(email, "g-proved-no", "+15558200009");
    const question = envelopeOf(await social("facebook", "f-proved-no", email));
    const fresh = envelopeOf(
      await social("facebook", "f-proved-no", email, {
        verified: "no",
        exist_user_token: question.exist_user_token,
      }),
    );
    expect(fresh).toMatchObject({ token: null, is_personal_info: false, email: null });
    // The owner's ticket-less update-info cannot be aimed at the owner's account.
    const aimed = await updateInfo(undefined, "Mallory", "+15558200119", email);
    expect(aimed.status).toBe(403);
    const done = envelopeOf(
      await updateInfo(fresh.update_info_token, "Sam Shared", "+15558200109", email),
    );
    const profile = await profileOf(done.token ?? "");
    expect(profile.id).not.toBe(owner.id);
    expect(profile.email ?? null).toBeNull();
    expect(await profileOf(owner.token)).toMatchObject({ id: owner.id, email, f_name: "Ada" });
    // The fresh account is the provider account's from now on: no second question.
    const again = envelopeOf(await social("facebook", "f-proved-no", email));
    expect(again.is_exist_user).toBeNull();
    expect(again.token).toBeTruthy();
  });

  it("a blocked one refuses the sign-in without a question", async () => {
    now = testNow;
    const email = "proved.blocked@example.com";
    const owner = await provedOwner(email, "g-proved-blocked", "+15558200010");
    await setUser(owner.id, { status: 0 });
    const result = await social("facebook", "f-proved-blocked", email);
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("auth-003");
  });
});
