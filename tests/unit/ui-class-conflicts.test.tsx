import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { twMerge } from "tailwind-merge";
import { BUTTON_SIZES, BUTTON_VARIANTS as VARIANTS, Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { FormField } from "@/components/ui/form-field";

/**
 * The public pages' components join classes without tailwind-merge, so a
 * class list must never hold two classes for one property: which one wins
 * would then depend on the stylesheet's order, not the caller's. A list is
 * conflict-free when tailwind-merge would keep every class of it.
 */
function conflicts(className: string): string[] {
  const kept = new Set(twMerge(className).split(/\s+/));
  return className.split(/\s+/).filter((cls) => cls && !kept.has(cls));
}

const SIZES = [...BUTTON_SIZES, null] as const;
type Variant = (typeof VARIANTS)[number];
type Size = (typeof SIZES)[number];

const ROOT = path.resolve(__dirname, "../..");
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return sources(file);
    return file.endsWith(".tsx") ? [file] : [];
  });
}

interface Site {
  where: string;
  component: string;
  className: string;
  variants: readonly Variant[];
  sizes: readonly Size[];
}

/** Every use of these components with a literal className, and the variants and sizes it can take. */
function callSites(): Site[] {
  const sites: Site[] = [];
  const tag = /<(Button|SubmitButton|Input|Textarea|Checkbox|Label|Spinner|FormField)\b((?:=>|[^>])*?)\/?>/gs;
  for (const file of [...sources("components"), ...sources("app")]) {
    if (file.startsWith(path.join("components", "ui"))) continue;
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const match of text.matchAll(tag)) {
      const attrs = match[2];
      const className = attrs.match(/className="([^"]*)"/)?.[1];
      if (className === undefined) continue;
      const variant = attrs.match(/variant="(\w+)"/)?.[1] as Variant | undefined;
      const size = attrs.match(/size="(\w+)"/)?.[1] as Size | undefined;
      const dynamicVariant = /variant=\{/.test(attrs);
      sites.push({
        where: `${file}:${text.slice(0, match.index).split("\n").length}`,
        component: match[1],
        className,
        variants: variant ? [variant] : dynamicVariant ? VARIANTS : ["default"],
        sizes: /size=\{null\}/.test(attrs) ? [null] : size ? [size] : ["default"],
      });
    }
  }
  return sites;
}

function rendered(site: Site, variant: Variant, size: Size): string {
  const { container } = (() => {
    switch (site.component) {
      case "Button":
        return render(<Button variant={variant} size={size} className={site.className} />);
      case "SubmitButton":
        return render(<SubmitButton variant={variant} size={size} className={site.className} />);
      case "Input":
        return render(<Input className={site.className} />);
      case "Textarea":
        return render(<Textarea className={site.className} />);
      case "Checkbox":
        return render(<Checkbox className={site.className} />);
      case "Label":
        return render(<Label className={site.className} />);
      case "Spinner":
        return render(<Spinner decorative className={site.className} />);
      default:
        return render(
          <FormField label="x" className={site.className}>
            <input />
          </FormField>,
        );
    }
  })();
  const element = container.firstElementChild as Element;
  return element.getAttribute("class") ?? "";
}

describe("class lists on public components hold one class per property", () => {
  it.each(VARIANTS.flatMap((v) => SIZES.map((s) => [v, s] as const)))("Button variant %s, size %s", (variant, size) => {
    const { container } = render(<Button variant={variant} size={size} />);
    expect(conflicts(container.firstElementChild!.getAttribute("class")!)).toEqual([]);
  });

  it("Input, Textarea, Checkbox (box and frame), Label, Spinner, FormField and SubmitButton on their own", () => {
    const { container } = render(
      <div>
        <Input />
        <Textarea />
        <Checkbox />
        <Label />
        <Spinner />
        <SubmitButton loading />
        <FormField label="x" error="bad">
          <input />
        </FormField>
      </div>,
    );
    for (const element of container.querySelectorAll("[class]")) {
      const className = element.getAttribute("class")!;
      expect({ className, conflicts: conflicts(className) }).toEqual({ className, conflicts: [] });
    }
  });

  it("with every caller's className, in every variant and size the caller can give", () => {
    const sites = callSites();
    // The scan finds the call sites (a broken pattern would pass by finding none).
    expect(sites.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const site of sites) {
      for (const variant of site.variants) {
        for (const size of site.sizes) {
          const bad = conflicts(rendered(site, variant, size));
          if (bad.length) found.push(`${site.where} <${site.component} ${variant}/${size}>: ${bad.join(" ")}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("a caller's class that does set a property the component sets is caught", () => {
    const site: Site = { where: "here", component: "Button", className: "h-6", variants: ["outline"], sizes: ["sm"] };
    expect(conflicts(rendered(site, "outline", "sm"))).toEqual(["h-9"]);
  });
});
