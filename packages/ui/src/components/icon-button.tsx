import type { ComponentProps } from "react";

import { Button } from "./button";

type IconButtonProps = Omit<ComponentProps<typeof Button>, "size" | "aria-label"> & {
  /** Accessible name, required because the button shows only an icon. */
  label: string;
  size?: "icon" | "icon-sm";
};

/** A square button with only an icon; its name comes from `label`. */
function IconButton({
  label,
  size = "icon",
  variant = "ghost",
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      title={label}
      size={size}
      variant={variant}
      {...props}
    >
      {children}
    </Button>
  );
}

export { IconButton };
export type { IconButtonProps };
