import { buttonVariants, inputClassName } from "@marketplace/ui";

/**
 * The ui kit's control looks as plain class strings, computed on the server and handed to a client island,
 * so the island renders native buttons and inputs without shipping the kit's class merger (tailwind-merge,
 * about 8 kB gzip) in its page's first load (see `NewsletterForm`'s `buttonClassName`).
 */
export interface ControlClasses {
  primary: string;
  outline: string;
  ghost: string;
  input: string;
  label: string;
}

/** @example controlClasses().primary // "… bg-primary text-primary-foreground …" */
export function controlClasses(): ControlClasses {
  return {
    primary: buttonVariants(),
    outline: buttonVariants({ variant: "outline" }),
    ghost: buttonVariants({ variant: "ghost" }),
    input: inputClassName,
    label: "text-sm leading-none font-medium",
  };
}
