import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { Slot } from "radix-ui";

import { cn } from "../lib/cn";

const textLinkVariants = cva(
  "focus-visible:ring-ring inline-flex min-h-6 items-center gap-1 rounded-sm font-medium underline-offset-4 outline-none focus-visible:ring-2",
  {
    variants: {
      variant: {
        default: "text-foreground underline hover:decoration-2",
        subtle: "text-muted-foreground hover:text-foreground hover:underline",
        primary: "text-foreground decoration-primary hover:text-primary underline decoration-2",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type TextLinkProps = ComponentProps<"a"> &
  VariantProps<typeof textLinkVariants> & {
    /** Render the child (e.g. Next's <Link>) with the link look. */
    asChild?: boolean;
  };

/** An inline text link ('View all', 'Forgot password', policy links). Use asChild for router links. */
function TextLink({ className, variant, asChild = false, ...props }: TextLinkProps) {
  const Comp = asChild ? Slot.Root : "a";
  return (
    <Comp
      data-slot="text-link"
      className={cn(textLinkVariants({ variant }), className)}
      {...props}
    />
  );
}

export { TextLink, textLinkVariants };
export type { TextLinkProps };
