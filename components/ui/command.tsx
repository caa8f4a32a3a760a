"use client";

import * as React from "react";
import { Search } from "lucide-react";
import { cn } from "@/lib/utils";

/** The command list is at most 300 px tall, then scrolls. */
export const COMMAND_LIST_MAX_HEIGHT_PX = 300;

/**
 * A small command palette in the cmdk shape (Command, CommandInput,
 * CommandList, CommandEmpty, CommandGroup, CommandItem), written here rather
 * than adding cmdk: a combobox input drives a listbox through
 * `aria-activedescendant`; arrows/Home/End move, Enter runs the active item.
 * Items filter themselves by a case-insensitive substring of value/keywords.
 */
interface CommandState {
  search: string;
  setSearch: (value: string) => void;
  active: string | null;
  setActive: React.Dispatch<React.SetStateAction<string | null>>;
  listId: string;
  listRef: React.RefObject<HTMLDivElement | null>;
  visibleCount: number;
}

const CommandContext = React.createContext<CommandState | null>(null);

function useCommand(part: string): CommandState {
  const ctx = React.useContext(CommandContext);
  if (!ctx) throw new Error(`${part} must be used within a Command`);
  return ctx;
}

const OPTION = '[role="option"]:not([aria-disabled="true"])';

export function Command({ className, children, ...props }: React.ComponentProps<"div">) {
  const [search, setSearch] = React.useState("");
  const [active, setActive] = React.useState<string | null>(null);
  const [visibleCount, setVisibleCount] = React.useState(0);
  const listRef = React.useRef<HTMLDivElement | null>(null);
  const listId = React.useId();

  // Whenever the shown items change (typing, or items added later): count
  // them, and keep the active item among them (else the first one). Typing
  // re-syncs in the same commit; the observer catches items changed by the
  // caller, and only sets state when something actually changed.
  const latest = React.useRef({ active, visibleCount });
  React.useLayoutEffect(() => {
    latest.current = { active, visibleCount };
  });
  const sync = React.useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const options = Array.from(list.querySelectorAll<HTMLElement>(OPTION));
    const count = list.querySelectorAll('[role="option"]').length;
    const current = latest.current.active;
    const next = options.some((o) => o.id === current) ? current : (options[0]?.id ?? null);
    if (count !== latest.current.visibleCount) setVisibleCount(count);
    if (next !== current) setActive(next);
  }, []);
  React.useLayoutEffect(sync, [search, sync]);
  React.useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new MutationObserver(sync);
    observer.observe(list, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [sync]);

  const value = { search, setSearch, active, setActive, listId, listRef, visibleCount };
  return (
    <CommandContext.Provider value={value}>
      <div
        data-slot="command"
        className={cn("flex h-full w-full flex-col overflow-hidden rounded-md bg-popover text-popover-foreground", className)}
        {...props}
      >
        {children}
      </div>
    </CommandContext.Provider>
  );
}

export function CommandInput({ className, onKeyDown, ...props }: Omit<React.ComponentProps<"input">, "value" | "onChange">) {
  const { search, setSearch, active, setActive, listId, listRef } = useCommand("CommandInput");

  function move(event: React.KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    const options = Array.from(listRef.current?.querySelectorAll<HTMLElement>(OPTION) ?? []);
    if (options.length === 0) return;
    const index = options.findIndex((o) => o.id === active);
    const go = (i: number) => {
      event.preventDefault();
      const next = options[(i + options.length) % options.length];
      setActive(next.id);
      next.scrollIntoView?.({ block: "nearest" });
    };
    if (event.key === "ArrowDown") go(index + 1);
    else if (event.key === "ArrowUp") go(index - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(options.length - 1);
    else if (event.key === "Enter" && index >= 0) {
      event.preventDefault();
      options[index].click();
    }
  }

  return (
    <div data-slot="command-input-wrapper" className="flex h-10 items-center gap-2 border-b px-3">
      <Search aria-hidden="true" className="size-4 shrink-0 opacity-60" />
      <input
        data-slot="command-input"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ?? undefined}
        autoComplete="off"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={move}
        className={cn("flex h-10 w-full bg-transparent py-3 text-sm outline-none placeholder:text-muted-foreground", className)}
        {...props}
      />
    </div>
  );
}

export function CommandList({ className, ...props }: React.ComponentProps<"div">) {
  const { listId, listRef } = useCommand("CommandList");
  return (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      data-slot="command-list"
      style={{ maxHeight: COMMAND_LIST_MAX_HEIGHT_PX }}
      className={cn("scroll-py-1 overflow-x-hidden overflow-y-auto p-1", className)}
      {...props}
    />
  );
}

export function CommandEmpty({ className, ...props }: React.ComponentProps<"div">) {
  const { visibleCount } = useCommand("CommandEmpty");
  if (visibleCount > 0) return null;
  return <div role="status" data-slot="command-empty" className={cn("py-6 text-center text-sm", className)} {...props} />;
}

export function CommandGroup({ className, heading, children, ...props }: React.ComponentProps<"div"> & { heading?: React.ReactNode }) {
  const headingId = React.useId();
  return (
    <div
      role="group"
      aria-labelledby={heading ? headingId : undefined}
      data-slot="command-group"
      // A group whose items are all filtered out disappears with them.
      className={cn("overflow-hidden p-1 text-foreground [&:not(:has([role=option]))]:hidden", className)}
      {...props}
    >
      {heading && (
        <div id={headingId} className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
          {heading}
        </div>
      )}
      {children}
    </div>
  );
}

export interface CommandItemProps extends Omit<React.ComponentProps<"div">, "onSelect"> {
  value: string;
  keywords?: string[];
  disabled?: boolean;
  onSelect?: (value: string) => void;
}

export function CommandItem({ value, keywords = [], disabled, onSelect, className, ...props }: CommandItemProps) {
  const { search, active, setActive } = useCommand("CommandItem");
  const id = React.useId();
  const query = search.trim().toLowerCase();
  if (query && ![value, ...keywords].some((text) => text.toLowerCase().includes(query))) return null;
  const selected = active === id;
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-slot="command-item"
      data-value={value}
      data-selected={selected || undefined}
      onMouseMove={() => !disabled && !selected && setActive(id)}
      onClick={() => !disabled && onSelect?.(value)}
      className={cn(
        "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none",
        "data-[selected]:bg-accent data-[selected]:text-accent-foreground aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function CommandSeparator({ className, ...props }: React.ComponentProps<"div">) {
  return <div role="separator" data-slot="command-separator" className={cn("-mx-1 h-px bg-border", className)} {...props} />;
}
