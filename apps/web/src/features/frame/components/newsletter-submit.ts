import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { notify } from "~/lib/notify/notify";

/** The newsletter's texts the submit shows. */
export interface NewsletterSubmitTexts {
  /** 'Please insert a valid email.' (the domain's `newsletter_email_invalid`) */
  invalid: string;
  /** 'Subscribed Successfully' */
  success: string;
}

/**
 * A newsletter subscription, loaded with the first submit (the footer is on every page; this is not in
 * any first load). The email must pass the domain's `newsletterSchema` ('Please insert a valid email.',
 * shown under the field and as a toast); then the API subscribes it. The request runs through the tab's
 * QueryClient's mutation cache, so a failure reaches the shared error handler (the toasts of
 * `AppProviders`). Returns the field's error, or null; `subscribed` is true once the API accepted it.
 */
export async function submitNewsletter(
  email: string,
  visitor: VisitorContext,
  texts: NewsletterSubmitTexts,
): Promise<{ error: string | null; subscribed: boolean }> {
  const { newsletterSchema } = await import("@marketplace/domain");
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success) {
    void notify.error(texts.invalid);
    return { error: texts.invalid, subscribed: false };
  }
  const [{ getQueryClient }, { subscribeNewsletter }, { getBrowserClient }] = await Promise.all([
    import("~/lib/query/browser-query-client"),
    import("@marketplace/api-client"),
    import("~/lib/api/browser-client"),
  ]);
  const queryClient = getQueryClient();
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: (address: string) => subscribeNewsletter(getBrowserClient(visitor), address),
  });
  try {
    await mutation.execute(parsed.data.email);
  } catch {
    // Shown by the shared error handler.
    return { error: null, subscribed: false };
  }
  void notify.success(texts.success);
  return { error: null, subscribed: true };
}
