// lucide's icons (ISC license) as plain SVG, one file per icon. lucide-react's
// components are client components, so each one used on a page ships lucide's
// runtime to the browser; these ship nothing from a server component and a
// few hundred bytes each from a client one. Add an icon by copying its inner
// markup from lucide into a new file beside this one.
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;

export function icon(name: string, body: string) {
  function Icon({ className, ...props }: IconProps) {
    // Decorative unless labelled, as lucide does.
    const labelled =
      props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
    return (
      // Stroke and fill come from the `icon` class (app/globals.css): each attribute here repeats in the
      // page's markup and again in its RSC payload.
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : "icon"}
        aria-hidden={labelled ? undefined : true}
        {...props}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
