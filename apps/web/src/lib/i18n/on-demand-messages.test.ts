import { describe, expect, it } from "vitest";

import type { Messages } from "./pick-messages";
import { locales } from "~/i18n/locales";
import { loadMessages } from "~/messages/load-messages";
import { loadOnDemandMessages, ON_DEMAND_NAMESPACES, withPageMessages } from "./on-demand-messages";
import { pickMessages } from "./pick-messages";

describe("loadOnDemandMessages", () => {
  it.each(locales)("gives exactly the on-demand namespaces of the %s catalogue", async (locale) => {
    const catalogue = (await loadMessages(locale)) as Messages;
    expect(await loadOnDemandMessages(locale)).toEqual(
      pickMessages(catalogue, ON_DEMAND_NAMESPACES),
    );
  });

  it("fetches a language once", () => {
    expect(loadOnDemandMessages("ar")).toBe(loadOnDemandMessages("ar"));
  });
});

describe("withPageMessages", () => {
  it("keeps the on-demand texts and adds the page's, merging a namespace in both", () => {
    const onDemand = { common: { ok: "OK" }, home: { parcel: { title: "Parcel" } } };
    const page = { errorPage: { tryAgain: "Try again" }, home: { coupons: "Coupons" } };
    expect(withPageMessages(onDemand, page)).toEqual({
      common: { ok: "OK" },
      home: { parcel: { title: "Parcel" }, coupons: "Coupons" },
      errorPage: { tryAgain: "Try again" },
    });
  });
});
