import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@marketplace/ui";

import { Glyph } from "~/lib/icons/glyph";

/**
 * 'You must be login to access this page.' with a link that opens the sign-in modal on this checkout
 * (Order Now for a campaign item, or any checkout while guest checkout is off). After signing in, the
 * page renders again with the form.
 */
export async function CheckoutSignIn({ href }: { href: string }) {
  const t = await getTranslations("checkout.signIn");
  return (
    <section
      aria-labelledby="checkout-sign-in"
      className="bg-card mx-auto flex max-w-md flex-col items-center gap-4 rounded-xl border p-8 text-center"
      data-testid="checkout-sign-in"
    >
      <Glyph name="log-in" className="text-primary size-10" />
      <h2 id="checkout-sign-in" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-muted-foreground">{t("body")}</p>
      <Link href={`${href}&auth=sign-in`} className={buttonVariants()}>
        {t("link")}
      </Link>
    </section>
  );
}
