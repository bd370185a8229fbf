import { getTranslations } from "next-intl/server";

import { SignInPrompt } from "~/features/wallet/components/sign-in-prompt";
import { loadSiteData } from "~/lib/api/site-data";
import { Glyph } from "~/lib/icons/glyph";
import { ChatInbox } from "./chat-screen";

export { chatMetadata } from "./chat-screen";

/** `/chatting`: the inbox for a signed-in customer; signed out, the sign-in prompt. */
export async function ChattingScreen({
  searchParams,
}: {
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const [t, { visitor }] = await Promise.all([getTranslations("chat"), loadSiteData()]);
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl">
        <Glyph name="message-circle" className="text-primary size-7" />
        {t("title")}
      </h1>
      {visitor.signedIn ? (
        <ChatInbox searchParams={searchParams} basePath="/chatting" />
      ) : (
        <SignInPrompt path="/chatting" />
      )}
    </main>
  );
}
