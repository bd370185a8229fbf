"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";

import type { OpeningHours } from "@marketplace/domain";
import { checkoutSlots, chosenTime } from "@marketplace/domain";

import { useHydrated } from "~/lib/ui/use-hydrated";
import { ChoiceGroup } from "./choice-group";

/**
 * Now, or later at one of the store's slots (within its hours). The slots follow the visitor's clock and
 * time zone: none on the server and while hydrating; this field alone renders again once they are known
 * (not the whole form). `when` is the customer's choice;
 * a closed store shows (and the form orders for) its first slot instead of now (`chosenTime`).
 */
export function ScheduleField({
  store,
  now,
  when,
  onChange,
}: {
  store: { scheduleOrder: boolean; hours: OpeningHours[]; open: boolean };
  now: Date;
  when: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations("checkout");
  const hydrated = useHydrated();
  const slots = useMemo(() => (hydrated ? checkoutSlots(store, now) : []), [hydrated, store, now]);
  const value = chosenTime(when, store.open, slots);
  const mode = value === "now" ? "now" : "later";
  // One formatter for every slot: making one per option (up to 2 days of half hours) took the main
  // thread for hundreds of milliseconds on a phone when the list showed (a closed store's first render).
  // Made only when the list shows: the page's first `Intl.DateTimeFormat` costs ~100 ms at Lighthouse's
  // 4× CPU, which "now" (most checkouts) never needs, least of all while the page hydrates.
  const formatter = useMemo(
    () =>
      mode === "later"
        ? new Intl.DateTimeFormat(undefined, {
            weekday: "short",
            hour: "2-digit",
            minute: "2-digit",
          })
        : null,
    [mode],
  );
  const format = (iso: string) => formatter?.format(new Date(iso)) ?? iso;
  return (
    <div className="flex flex-col gap-2">
      <ChoiceGroup
        legend={t("schedule")}
        value={mode}
        onChange={(next) => onChange(next === "now" ? "now" : (slots[0] ?? "now"))}
        testId="checkout-schedule"
        choices={[
          { value: "now", label: t("now"), disabled: !store.open },
          {
            value: "later",
            label: t("later"),
            hint: t("scheduleHint"),
            disabled: slots.length === 0,
          },
        ]}
      />
      {mode === "later" ? (
        <label className="flex max-w-xs flex-col gap-1 text-sm">
          <span className="font-medium">{t("scheduleTime")}</span>
          <select
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="border-input bg-background h-10 rounded-md border px-3"
          >
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {format(slot)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
