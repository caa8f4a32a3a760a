import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckoutButton } from "@/components/funnel/checkout-button";

describe("CheckoutButton", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is a real link to /signup so it works without JavaScript", () => {
    render(<CheckoutButton>Get started</CheckoutButton>);
    expect(screen.getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/signup");
  });

  it("shows 'Failed to start checkout. Please try again.' when the browser is offline", async () => {
    jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    render(<CheckoutButton href="/signup">Get started</CheckoutButton>);
    expect(screen.getByRole("alert")).toHaveTextContent("");
    await userEvent.click(screen.getByRole("link", { name: "Get started" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to start checkout. Please try again.");
  });
});
