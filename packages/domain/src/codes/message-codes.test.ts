import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";

import type { ItemAvailability } from "../availability/item-availability";
import type { CartMode } from "../cart/cart-mode";
import type { QuantityIncrease } from "../cart/quantity-limits";
import type { CampaignCountdown } from "../formatting/campaign-countdown";
import type { DistanceLabel } from "../formatting/format-distance";
import type { ParcelTrackingCheck } from "../forms/parcel-tracking-schema";
import type { afterLocationPick } from "../location/pick-location-state";
import type { HomeHeadline, ItemTabWord, StoreTabWord } from "../modules/module-wording";
import type { PriceLabel } from "../money/price-label";
import type { FooterLinkAccess } from "../navigation/footer-links";
import type { welcomeOffer } from "../navigation/prompts";
import type { cashOnDeliveryLimit } from "../orders/cash-on-delivery-limit";
import type { TimelineStep } from "../orders/order-timeline";
import type { CouponOutcome } from "../pricing/coupon-discount";
import type { DiscountBadge } from "../pricing/discount-badge";
import type { FlashSaleProgress } from "../progress/flash-sale-progress";
import type { sessionExpiry } from "../routing/session-rules";
import type { FoodVariationIssue } from "../variations/validate-food-choices";
import type { VariationStockOutcome } from "../variations/variation-stock";
import type { MessageCode } from "./message-codes";
import { addressSchema, guestContactSchema } from "../forms/address-schema";
import { prescriptionImagesSchema, profilePhotoSchema } from "../forms/file-schemas";
import { newsletterSchema } from "../forms/newsletter-schema";
import { otpSchema } from "../forms/otp-schema";
import { parcelTrackingSchema } from "../forms/parcel-tracking-schema";
import { profileSchema } from "../forms/profile-schema";
import { otpPhoneSchema, signInSchema } from "../forms/sign-in-schema";
import { signUpSchema } from "../forms/sign-up-schema";
import { userInfoSchema } from "../forms/user-info-schema";
import { isMessageCode, MESSAGE_CODES } from "./message-codes";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const tableCodes = [...readme.matchAll(/^\| `([a-z0-9_]+)`\s*\|/gm)].map((match) => match[1]);

describe("MESSAGE_CODES", () => {
  it("has no duplicates", () => {
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
  });

  it("each code maps to exactly one spec message in the README table", () => {
    for (const code of MESSAGE_CODES) {
      expect(
        tableCodes.filter((entry) => entry === code),
        code,
      ).toHaveLength(1);
    }
    expect([...tableCodes].sort()).toEqual([...MESSAGE_CODES].sort());
  });

  it("covers the codes the rules return as messages", () => {
    expectTypeOf<FoodVariationIssue["code"]>().toExtend<MessageCode>();
    expectTypeOf<Exclude<QuantityIncrease["code"], "ok">>().toExtend<MessageCode>();
    expectTypeOf<Exclude<VariationStockOutcome["code"], "ok">>().toExtend<MessageCode>();
    expectTypeOf<Exclude<ItemAvailability["code"], "available">>().toExtend<MessageCode>();
    expectTypeOf<Exclude<FooterLinkAccess["code"], "allowed">>().toExtend<MessageCode>();
    expectTypeOf<NonNullable<ReturnType<typeof welcomeOffer>>["code"]>().toExtend<MessageCode>();
    expectTypeOf<NonNullable<ReturnType<typeof sessionExpiry>>["code"]>().toExtend<MessageCode>();
    expectTypeOf<ReturnType<typeof afterLocationPick>["message"]>().toExtend<MessageCode>();
    expectTypeOf<Extract<CouponOutcome["code"], "coupon_min_purchase">>().toExtend<MessageCode>();
    expectTypeOf<
      Exclude<ReturnType<typeof cashOnDeliveryLimit>["code"], "ok">
    >().toExtend<MessageCode>();
    expectTypeOf<Exclude<ParcelTrackingCheck["code"], "ok">>().toExtend<MessageCode>();
    expectTypeOf<Exclude<CampaignCountdown["code"], "campaign_running">>().toExtend<MessageCode>();
    expectTypeOf<
      Exclude<FlashSaleProgress["code"], "flash_sale_progress">
    >().toExtend<MessageCode>();
    expectTypeOf<Exclude<PriceLabel["code"], "price">>().toExtend<MessageCode>();
    expectTypeOf<
      DistanceLabel["code"] | DiscountBadge["code"] | TimelineStep
    >().toExtend<MessageCode>();
    expectTypeOf<HomeHeadline | StoreTabWord | ItemTabWord>().toExtend<MessageCode>();
    expectTypeOf<CartMode<never>["mode"]>().not.toExtend<MessageCode>();
  });

  it("every issue the form schemas report is a message code", () => {
    const results = [
      signInSchema.safeParse({ email_or_phone: "x", password: "1" }),
      signInSchema.safeParse({}),
      otpPhoneSchema.safeParse({ phone: "1" }),
      signUpSchema.safeParse({
        name: "",
        email: "x",
        phone: "",
        password: "",
        confirm_password: "",
        terms: false,
      }),
      signUpSchema.safeParse({
        name: "A",
        email: "a@b.co",
        phone: "1234567890",
        password: "secret1",
        confirm_password: "x",
        terms: true,
      }),
      otpSchema.safeParse({ otp: "" }),
      userInfoSchema.safeParse({}),
      addressSchema.safeParse({
        address_type: "home",
        address: "",
        contact_person_name: "",
        contact_person_number: "",
        latitude: 0,
        longitude: 0,
      }),
      guestContactSchema.safeParse({}),
      profileSchema({ manualLogin: true }).safeParse({
        name: "",
        phone: "",
        email: "x",
        password: "1",
        confirm_password: "2",
      }),
      newsletterSchema.safeParse({ email: "x" }),
      parcelTrackingSchema({ signedIn: false }).safeParse({ order_id: "", contact: "" }),
      prescriptionImagesSchema.safeParse([]),
      prescriptionImagesSchema.safeParse(
        Array.from({ length: 4 }, () => ({ name: "a.png", size: 1, type: "image/png" })),
      ),
      profilePhotoSchema.safeParse({ name: "a.bmp", size: 1, type: "image/bmp" }),
    ];
    const messages = results.flatMap(
      (result) => result.error?.issues.map((issue) => issue.message) ?? [],
    );
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) expect(isMessageCode(message), message).toBe(true);
  });
});

describe("isMessageCode", () => {
  it("recognises message codes, for example a form issue message", () => {
    expect(isMessageCode("password_too_short")).toBe(true);
    expect(isMessageCode("Password is required")).toBe(false);
  });
});
