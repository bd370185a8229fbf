"use client";

import type { ComponentType } from "react";
import { lazy } from "react";

import type { CountdownProps, CouponCardProps } from "@marketplace/ui";

/*
 * ui client components that home pages show only below the first screen or after mounting (a
 * countdown ticks once its section comes near; coupons are a signed-in section far down the page):
 * their code is a chunk of its own, fetched when one first renders, instead of being in every /home's
 * first load. No Suspense boundary of their own: they render inside a transition (a deferred section or
 * block mounting), so React keeps what is on screen until the chunk has come, and in the page's first
 * HTML (rendered on the server) the section's streaming boundary holds them. (Function components
 * around the lazy ones: a server component's client reference may not be a lazy component itself.)
 */
const CountdownChunk = lazy<ComponentType<CountdownProps>>(() =>
  import("./ui-countdown").then((module) => ({ default: module.Countdown })),
);

const CouponCardChunk = lazy<ComponentType<CouponCardProps>>(() =>
  import("./ui-coupon-card").then((module) => ({ default: module.CouponCard })),
);

export function LazyCountdown(props: CountdownProps) {
  return <CountdownChunk {...props} />;
}

export function LazyCouponCard(props: CouponCardProps) {
  return <CouponCardChunk {...props} />;
}
