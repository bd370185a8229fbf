import type { ComponentProps } from "react";
import { X } from "lucide-react";
import { Direction, Dialog as SheetPrimitive } from "radix-ui";

import { cn } from "../lib/cn";

/**
 * A side drawer (cart, wishlist, filters on mobile, order tracking, mobile menu). It is a modal
 * dialog: focus is trapped, Escape closes. Compose Sheet > SheetTrigger + SheetContent.
 */
function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

type SheetSide = "start" | "end";

/** The physical edge a logical side lands on: 'end' is the right edge in LTR and the left edge in RTL. */
function physicalSide(side: SheetSide, dir: "ltr" | "rtl"): "left" | "right" {
  return (side === "end") === (dir === "ltr") ? "right" : "left";
}

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  /** Logical side: 'end' (right in LTR, left in RTL, the cart's side) or 'start'. */
  side?: SheetSide;
  /** Accessible name of the close button; `null` hides it (provide your own). */
  closeLabel?: string | null;
};

function SheetContent({
  className,
  children,
  side = "end",
  closeLabel = "Close",
  ...props
}: SheetContentProps) {
  const dir = Direction.useDirection();
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay data-slot="sheet-overlay" className="bg-overlay fixed inset-0 z-50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        data-edge={physicalSide(side, dir === "rtl" ? "rtl" : "ltr")}
        className={cn(
          "bg-background text-foreground fixed inset-y-0 z-50 flex h-full w-[min(100%-2.5rem,26rem)] flex-col gap-4 shadow-xl outline-none",
          side === "end" ? "end-0 border-s" : "start-0 border-e",
          className,
        )}
        {...props}
      >
        {children}
        {closeLabel === null ? null : (
          <SheetPrimitive.Close
            aria-label={closeLabel}
            className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-ring absolute end-3 top-3 grid size-8 cursor-pointer place-items-center rounded-md outline-none focus-visible:ring-2"
          >
            <X aria-hidden="true" className="size-4" />
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="sheet-header" className={cn("grid gap-1 p-4 pe-12", className)} {...props} />
  );
}

function SheetBody({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-body"
      className={cn("min-h-0 flex-1 overflow-y-auto px-4", className)}
      {...props}
    />
  );
}

function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn("mt-auto grid gap-2 border-t p-4", className)}
      {...props}
    />
  );
}

function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("text-lg font-semibold", className)}
      {...props}
    />
  );
}

function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}

export {
  physicalSide,
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
};
export type { SheetContentProps, SheetSide };
