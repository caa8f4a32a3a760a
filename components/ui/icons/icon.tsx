// lucide's icons (ISC licence) as plain SVG, one file per icon. lucide-react's
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
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : true}
        {...props}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
