import * as React from "react";
import { clsx } from "clsx";
import { Slot } from "./slot";

/**
 * Hover on filled primary buttons moves the shade AWAY from the label color
 * (darker under white text in light mode, lighter under dark text in dark
 * mode). The shadcn default `bg-primary/90` fades toward the page instead,
 * which drops PercyText's light-mode hover to 4.3:1, under WCAG AA.
 */
const primaryHover =
  "hover:bg-[color-mix(in_oklab,var(--primary)_85%,black)] dark:hover:bg-[color-mix(in_oklab,var(--primary)_85%,white)]";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  default: clsx("bg-primary font-medium text-primary-foreground", primaryHover),
  demo: "border-2 border-primary bg-background font-medium text-primary hover:bg-primary hover:text-primary-foreground",
  hero: clsx("bg-primary font-semibold text-primary-foreground shadow-lg", primaryHover),
  premium: "bg-foreground font-medium text-background shadow-md ring-1 ring-primary hover:bg-foreground/90",
  destructive: "bg-destructive font-medium text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-background font-medium hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary font-medium text-secondary-foreground hover:bg-secondary/80",
  ghost: "font-medium hover:bg-accent hover:text-accent-foreground",
  link: "font-medium text-primary underline-offset-4 hover:underline",
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-8",
  icon: "size-10",
};

export const BUTTON_VARIANTS = [
  "default",
  "demo",
  "hero",
  "premium",
  "destructive",
  "outline",
  "secondary",
  "ghost",
  "link",
] as const;
export const BUTTON_SIZES = ["default", "sm", "lg", "icon"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonVariantProps {
  /** null: no variant classes. */
  variant?: ButtonVariant | null;
  /** null: height, padding and text size are the caller's. */
  size?: ButtonSize | null;
  className?: string;
}

/**
 * Variants default, demo, hero, premium, destructive, outline, secondary, ghost, link; sizes default, sm, lg,
 * icon. Variants, sizes and callers' classes are joined, not merged, so no two of them may set the same
 * property (tests/unit/ui-class-conflicts.test.tsx): the label's size depends on both variant and size, and
 * `size={null}` leaves height, padding and text size to the caller. A lookup, not cva: it runs in the
 * browser wherever a client component draws a button.
 */
export function buttonVariants({ variant = "default", size = "default", className }: ButtonVariantProps = {}): string {
  // The shared base is one class (app/globals.css): pages repeat it in markup and payload for every button.
  const text = size === null || variant === null ? null : variant === "hero" ? "text-base" : "text-sm";
  return clsx("btn", variant && VARIANT_CLASSES[variant], size && SIZE_CLASSES[size], text, className);
}

export interface ButtonProps extends React.ComponentProps<"button">, Omit<ButtonVariantProps, "className"> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size === null ? undefined : (size ?? "default")}
      className={clsx(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}
