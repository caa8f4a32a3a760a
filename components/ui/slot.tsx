import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { clsx } from "clsx";

type Props = Record<string, unknown>;

/** The slot's props under the child's: classes joined, styles merged, both handlers called (the child's first). */
export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps };
  for (const [key, childValue] of Object.entries(childProps)) {
    const slotValue = slotProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (key === "className") merged[key] = clsx(slotValue as string, childValue as string);
    else if (key === "style") merged[key] = { ...(slotValue as object), ...(childValue as object) };
    else if (childValue !== undefined) merged[key] = childValue;
  }
  return merged;
}

/**
 * Renders its one child element with the slot's props merged in (`asChild`),
 * like Radix's Slot without its runtime: the public pages' forms and buttons
 * ship no Radix code.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  return cloneElement(child, mergeSlotProps(slotProps, child.props));
}
