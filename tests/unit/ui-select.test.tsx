import "./ui-polyfills";
import { render, screen } from "@testing-library/react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, SELECT_EMPTY_VALUE_ERROR } from "@/components/ui/select";

function Pick({ emptyItem = false, open = false }: { emptyItem?: boolean; open?: boolean }) {
  return (
    <Select defaultOpen={open}>
      <SelectTrigger aria-label="Hub">
        <SelectValue placeholder="Choose a hub" />
      </SelectTrigger>
      <SelectContent>
        {emptyItem && <SelectItem value="">Nothing</SelectItem>}
        <SelectItem value="percymd">PercyMD</SelectItem>
        <SelectItem value="percytext">PercyText</SelectItem>
      </SelectContent>
    </Select>
  );
}

describe("Select (an item with an empty value raises a library error)", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it("refuses an item whose value is the empty string, with the library's message", () => {
    expect(() => render(<Pick emptyItem open />)).toThrow(SELECT_EMPTY_VALUE_ERROR);
    expect(SELECT_EMPTY_VALUE_ERROR).toMatch(/must have a value prop that is not an empty string/);
  });

  it("refuses it even while the list is closed", () => {
    expect(() => render(<Pick emptyItem />)).toThrow(SELECT_EMPTY_VALUE_ERROR);
  });

  it("renders normal items, with the placeholder while nothing is chosen", () => {
    const { unmount } = render(<Pick />);
    expect(screen.getByRole("combobox", { name: "Hub" })).toHaveTextContent("Choose a hub");
    unmount();
    render(<Pick open />);
    expect(screen.getByRole("option", { name: "PercyMD" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "PercyText" })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
