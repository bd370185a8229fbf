/**
 * The look of `buttonVariants({ size: "lg" })` as a plain string, for 'Try again' on both error pages:
 * the error boundaries load with every page, and `@marketplace/ui`'s helpers would bring tailwind-merge
 * (8.5 kB gzip) into every first load. A module of its own, so the root error page does not carry the
 * page error's panel with it.
 */
export const RETRY_BUTTON_CLASS =
  "bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring focus-visible:ring-offset-background inline-flex h-12 cursor-pointer items-center justify-center gap-2 rounded-md px-6 text-base font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-offset-2";
