import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@marketplace/ui";

import { Glyph } from "~/lib/icons/glyph";

/**
 * What a signed-out visitor sees on `/profile`: 'You must be login to access this page.' and a link that
 * opens the sign-in modal (`?auth=sign-in`) on this page, its `page` and other parameters kept.
 */
export async function SignInPrompt({ href }: { href: string }) {
  const t = await getTranslations("profile.signIn");
  return (
    <section
      aria-labelledby="profile-sign-in"
      className="bg-card mx-auto mt-6 flex max-w-md flex-col items-center gap-4 rounded-xl border p-8 text-center"
    >
      <Glyph name="log-in" className="text-primary size-10" />
      <h2 id="profile-sign-in" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-muted-foreground">{t("body")}</p>
      <Link href={href} className={buttonVariants()}>
        {t("link")}
      </Link>
    </section>
  );
}
