import { getTranslations } from "next-intl/server";

import type { Category } from "@marketplace/api-client";
import { buttonVariants } from "@marketplace/ui";

import { PLACEHOLDER_IMAGE } from "~/features/catalogue/components/placeholder-image";
import { assetUrl } from "~/lib/asset-url";
import { InterestForm } from "./interest-form";
import { PageMain } from "./page-parts";

/** `/interest`: choose categories of interest for the chosen module, then continue home. */
export async function InterestScreen({ categories }: { categories: readonly Category[] }) {
  const t = await getTranslations("cataloguePages");
  return (
    <PageMain title={t("interestTitle")} subtitle={t("interestSubtitle")}>
      <InterestForm
        choices={categories.map((category) => ({
          id: category.id,
          name: category.name,
          imageUrl: assetUrl(category.image_full_url) ?? PLACEHOLDER_IMAGE,
        }))}
        labels={{
          group: t("categories"),
          save: t("interestSave"),
          skip: t("interestSkip"),
          chooseOne: t("interestChooseOne"),
        }}
        buttonClassName={buttonVariants({ size: "lg" })}
        skipClassName={buttonVariants({ variant: "ghost", size: "lg" })}
      />
    </PageMain>
  );
}
