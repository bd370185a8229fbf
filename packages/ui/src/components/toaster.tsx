import type { ComponentProps } from "react";
import { Toaster as Sonner, toast } from "sonner";

type ToasterProps = Omit<ComponentProps<typeof Sonner>, "theme" | "dir"> & {
  theme?: "light" | "dark";
  dir?: "ltr" | "rtl";
};

/**
 * The toast area (sonner), themed with the marketplace tokens. Mount it once; show messages with
 * `toast('Item added to cart')`, `toast.success(...)`, `toast.error(...)`; e.g. `{ duration: 5000 }`
 * for the cart-cleared message.
 */
function Toaster({ theme = "light", dir = "ltr", toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      dir={dir}
      position={dir === "rtl" ? "top-left" : "top-right"}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border",
          description: "!text-muted-foreground",
          actionButton: "!bg-primary !text-primary-foreground",
          cancelButton: "!bg-muted !text-foreground",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { toast, Toaster };
export type { ToasterProps };
