import { render, screen } from "@testing-library/react";
import { Button, buttonVariants } from "@/components/ui/button";

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

/** The classes that make each variant what it is (colours come from AA-checked tokens, never raw hub colours). */
const VARIANT_CLASSES: Record<(typeof VARIANTS)[number], string[]> = {
  default: ["bg-primary", "text-primary-foreground"],
  demo: ["border-primary", "bg-background", "text-primary"],
  hero: ["bg-primary", "text-primary-foreground", "shadow-lg", "text-base"],
  premium: ["bg-foreground", "text-background", "ring-primary"],
  destructive: ["bg-destructive", "text-destructive-foreground"],
  outline: ["border", "border-input", "bg-background"],
  secondary: ["bg-secondary", "text-secondary-foreground"],
  ghost: ["hover:bg-accent"],
  link: ["text-primary", "hover:underline"],
};
const SIZE_CLASSES: Record<(typeof SIZES)[number], string[]> = {
  default: ["h-10", "px-4"],
  sm: ["h-9", "px-3"],
  lg: ["h-11", "px-8"],
  icon: ["size-10"],
};

describe("Button", () => {
  it.each(VARIANTS.flatMap((v) => SIZES.map((s) => [v, s] as const)))("variant %s, size %s", (variant, size) => {
    render(
      <Button variant={variant} size={size}>
        Go
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Go" });
    expect(button).toHaveAttribute("data-variant", variant);
    expect(button).toHaveAttribute("data-size", size);
    for (const cls of [...VARIANT_CLASSES[variant], ...SIZE_CLASSES[size]]) expect(button).toHaveClass(cls);
  });

  it("defaults to the default variant and size", () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-variant", "default");
    expect(button).toHaveAttribute("data-size", "default");
  });

  it("never paints with the raw hub colour, which is not AA as text or under white text", () => {
    for (const variant of VARIANTS) expect(buttonVariants({ variant })).not.toMatch(/hub-primary/);
  });

  it("filled primary buttons darken on hover in light mode and lighten in dark mode (contrast goes up, not down)", () => {
    for (const variant of ["default", "hero"] as const) {
      const cls = buttonVariants({ variant });
      expect(cls).toContain("hover:bg-[color-mix(in_oklab,var(--primary)_85%,black)]");
      expect(cls).toContain("dark:hover:bg-[color-mix(in_oklab,var(--primary)_85%,white)]");
      expect(cls).not.toContain("hover:bg-primary/90");
    }
  });

  it("renders its child with asChild (a link styled as a button)", () => {
    render(
      <Button asChild variant="outline">
        <a href="/contact">Contact</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link).toHaveClass("border-input");
  });
});
