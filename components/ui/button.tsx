import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";
import { Slot } from "./slot";

/**
 * Hover on filled primary buttons moves the shade AWAY from the label colour
 * (darker under white text in light mode, lighter under dark text in dark
 * mode). The shadcn default `bg-primary/90` fades toward the page instead,
 * which drops PercyText's light-mode hover to 4.3:1, under WCAG AA.
 */
const primaryHover =
  "hover:bg-[color-mix(in_oklab,var(--primary)_85%,black)] dark:hover:bg-[color-mix(in_oklab,var(--primary)_85%,white)]";

const VARIANTS = [
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
const SIZES = ["default", "sm", "lg", "icon"] as const;

/**
 * Variants default, demo, hero, premium, destructive, outline, secondary, ghost, link; sizes default, sm, lg,
 * icon. Variants, sizes and callers' classes are joined, not merged, so no two of them may set the same
 * property (tests/unit/ui-class-conflicts.test.tsx): the label's size depends on both variant and size, and
 * `size={null}` leaves height, padding and text size to the caller.
 */
export const buttonVariants = cva(
  // The shared base is one class (app/globals.css): pages repeat it in markup and payload for every button.
  "btn",
  {
    variants: {
      variant: {
        default: clsx("bg-primary font-medium text-primary-foreground", primaryHover),
        demo: "border-2 border-primary bg-background font-medium text-primary hover:bg-primary hover:text-primary-foreground",
        hero: clsx("bg-primary font-semibold text-primary-foreground shadow-lg", primaryHover),
        premium: "bg-foreground font-medium text-background shadow-md ring-1 ring-primary hover:bg-foreground/90",
        destructive: "bg-destructive font-medium text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-background font-medium hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary font-medium text-secondary-foreground hover:bg-secondary/80",
        ghost: "font-medium hover:bg-accent hover:text-accent-foreground",
        link: "font-medium text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-11 px-8",
        icon: "size-10",
      },
    },
    compoundVariants: [
      { variant: "hero", size: [...SIZES], class: "text-base" },
      { variant: VARIANTS.filter((v) => v !== "hero"), size: [...SIZES], class: "text-sm" },
    ],
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
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
