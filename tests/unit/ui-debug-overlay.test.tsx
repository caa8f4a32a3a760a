import { render, screen, waitFor } from "@testing-library/react";
import { DebugOverlayLoader } from "@/components/site/debug-overlay-loader";

// jsdom's host is "localhost": a development build shows the overlay, a production build does not.
describe("DebugOverlayLoader", () => {
  it("shows the backend and the flags in a development build", async () => {
    render(<DebugOverlayLoader hub="percymd" backend="https://abc.supabase.co" nodeEnv="development" />);
    const overlay = await screen.findByRole("complementary", { name: "Debug overlay" });
    expect(overlay).toHaveTextContent("https://abc.supabase.co");
    expect(overlay).toHaveTextContent("Debug modefalse");
    expect(overlay).toHaveTextContent("Dev authfalse");
    expect(overlay).toHaveTextContent("Skip email confirmationfalse");
    expect(overlay).toHaveTextContent("Admin URL/admin");
    expect(overlay).toHaveTextContent("Web app URLhttps://app.percymd.com");
  });

  it("renders nothing in a production build on a non-staging host", async () => {
    const { container } = render(<DebugOverlayLoader hub="marque" backend="embedded" nodeEnv="production" />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
