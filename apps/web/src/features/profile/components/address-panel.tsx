import { getTranslations } from "next-intl/server";

import type { Profile } from "@marketplace/api-client";
import { getAddresses } from "@marketplace/api-client";

import { env } from "~/env";
import { getServerClient } from "~/lib/api/server-client";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { AddressList } from "./address-list";

/** The API keeps at most 50 addresses per customer: one page holds them all. */
const ALL_ADDRESSES = 50;

/**
 * `/profile?page=address`: the saved addresses (type or label name, the address, contact, house, floor
 * and road), add, edit and delete; 'Oops: You don’t have any saved address yet. …' when there are none.
 */
export async function AddressPanel({ profile }: { profile: Profile }) {
  const [t, visitor, client] = await Promise.all([
    getTranslations("location.address"),
    readVisitorContext(),
    getServerClient(),
  ]);
  const page = await getAddresses(client, { limit: ALL_ADDRESSES });
  const name = [profile.f_name, profile.l_name].filter(Boolean).join(" ");
  return (
    <section aria-labelledby="profile-addresses" className="flex flex-col gap-6">
      <h2 id="profile-addresses" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <AddressList
        addresses={page.addresses}
        contact={{
          name,
          phone: profile.phone === null || profile.phone === undefined ? "" : String(profile.phone),
        }}
        defaultCenter={
          visitor.location
            ? { lat: visitor.location.latitude, lng: visitor.location.longitude }
            : null
        }
        mapStyleUrl={env.MAP_STYLE_URL ?? null}
        labels={{
          add: t("addNew"),
          edit: t("edit"),
          delete: t("delete"),
          empty: t("empty"),
          home: t("home"),
          office: t("office"),
          other: t("other"),
          house: t("house"),
          floor: t("floor"),
          road: t("road"),
          deleteConfirm: t("deleteConfirm"),
          cancel: t("cancel"),
          yes: t("yes"),
          deleted: t("deleted"),
        }}
      />
    </section>
  );
}
