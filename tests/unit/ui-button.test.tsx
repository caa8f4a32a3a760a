import { render, screen } from "@testing-library/react";
import { BUTTON_SIZES as SIZES, BUTTON_VARIANTS as VARIANTS, Button, buttonVariants } from "@/components/ui/button";

const classesOf = (el: HTMLElement) => [...el.classList].sort().join(" ");

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
    expect(button).toHaveClass(...buttonVariants({ variant, size }).split(/\s+/).filter(Boolean));
  });

  it("every variant and every size looks different from the others", () => {
    const looks = (props: Array<Parameters<typeof buttonVariants>[0]>) =>
      new Set(
        props.map((p) => {
          const { unmount } = render(<Button {...p}>Go</Button>);
          const look = classesOf(screen.getByRole("button"));
          unmount();
          return look;
        }),
      );
    expect(looks(VARIANTS.map((variant) => ({ variant })))).toHaveProperty("size", VARIANTS.length);
    expect(looks(SIZES.map((size) => ({ size })))).toHaveProperty("size", SIZES.length);
  });

  it("a caller's classes are kept alongside the variant's", () => {
    render(<Button className="mt-4">Go</Button>);
    expect(screen.getByRole("button")).toHaveClass(
      "mt-4",
      ...buttonVariants({})
        .split(/\s+/)
        .filter((c) => c !== "mt-4"),
    );
  });

  it("defaults to the default variant and size", () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-variant", "default");
    expect(button).toHaveAttribute("data-size", "default");
  });

  it("never paints with the raw hub color, which is not AA as text or under white text", () => {
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
