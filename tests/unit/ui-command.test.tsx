import "./ui-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, COMMAND_LIST_MAX_HEIGHT_PX } from "@/components/ui/command";

function Palette({ onSelect }: { onSelect: (v: string) => void }) {
  return (
    <Command>
      <CommandInput aria-label="Search pages" placeholder="Search…" />
      <CommandList aria-label="Pages">
        <CommandEmpty>No results found.</CommandEmpty>
        <CommandGroup heading="Pages">
          <CommandItem value="Pricing" onSelect={onSelect}>Pricing</CommandItem>
          <CommandItem value="About" onSelect={onSelect}>About</CommandItem>
          <CommandItem value="Contact" keywords={["email", "sales"]} onSelect={onSelect}>Contact</CommandItem>
          <CommandItem value="Admin" disabled onSelect={onSelect}>Admin</CommandItem>
        </CommandGroup>
      </CommandList>
    </Command>
  );
}

const active = () => {
  const id = screen.getByRole("combobox").getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("Command (list max height 300 px)", () => {
  it("caps the list at 300 px and scrolls beyond", () => {
    render(<Palette onSelect={() => {}} />);
    expect(COMMAND_LIST_MAX_HEIGHT_PX).toBe(300);
    const list = screen.getByRole("listbox", { name: "Pages" });
    expect(list.style.maxHeight).toBe("300px");
    expect(list).toHaveClass("overflow-y-auto");
  });

  it("is a combobox driving a listbox; arrows move the active option, skipping disabled ones, and Enter runs it", async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<Palette onSelect={onSelect} />);
    const input = screen.getByRole("combobox", { name: "Search pages" });
    expect(input).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
    expect(active()).toBe("Pricing");
    await user.click(input);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()).toBe("Contact");
    await user.keyboard("{ArrowDown}"); // Admin is disabled: wraps to the top
    expect(active()).toBe("Pricing");
    await user.keyboard("{End}{Enter}");
    expect(onSelect).toHaveBeenCalledWith("Contact");
    expect(screen.getByRole("option", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
  });

  it("filters by value and keywords, and says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Palette onSelect={() => {}} />);
    const input = screen.getByRole("combobox");
    await user.type(input, "sales");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Contact"]);
    expect(active()).toBe("Contact");
    expect(screen.queryByText("No results found.")).toBeNull();
    await user.clear(input);
    await user.type(input, "zzz");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("No results found.");
    expect(input).not.toHaveAttribute("aria-activedescendant");
  });

  it("a click runs an item; a disabled item does nothing", async () => {
    const onSelect = jest.fn();
    // The disabled item has pointer-events: none by class; jsdom cannot apply it, so skip the check.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Palette onSelect={onSelect} />);
    await user.click(screen.getByRole("option", { name: "About" }));
    expect(onSelect).toHaveBeenCalledWith("About");
    await user.click(screen.getByRole("option", { name: "Admin" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
