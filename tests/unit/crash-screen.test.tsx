import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CrashScreen, bugReportMailto, supportEmailFor } from "@/components/site/crash-screen";
import { browserNavigation } from "@/lib/browser/navigation";
import { HUBS } from "@/lib/hubs/registry";

function crash(message = "Boom & <bang>?") {
  const error = new Error(message);
  error.stack = "Error: Boom\n    at Widget (widget.tsx:12:3)";
  return error;
}

/** Decode a mailto: into its address and query fields, as a mail client would. */
function parseMailto(href: string) {
  const [address, query] = href.replace(/^mailto:/, "").split("?");
  return { address, params: new URLSearchParams(query) };
}

describe("CrashScreen", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete document.documentElement.dataset.hub;
  });

  it("says something went wrong and that the team has been notified", () => {
    render(<CrashScreen error={crash()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/team has been notified/i)).toBeInTheDocument();
  });

  it("Try Again reloads the page", async () => {
    const reload = jest.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    render(<CrashScreen error={crash()} />);
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("Go Home goes to the root path with a full load", () => {
    render(<CrashScreen error={crash()} />);
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });

  it("Report Bug opens a mailto to the hub's support with error, stack, URL, browser and timestamp", async () => {
    jest.useFakeTimers({ now: new Date("2025-03-04T05:06:07.000Z"), doNotFake: ["setTimeout", "queueMicrotask"] });
    const assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    document.documentElement.dataset.hub = "percymd";
    const error = crash();
    render(<CrashScreen error={error} />);
    await userEvent.click(screen.getByRole("button", { name: "Report Bug" }));

    expect(assign).toHaveBeenCalledTimes(1);
    const href = assign.mock.calls[0][0];
    const { address, params } = parseMailto(href);
    expect(address).toBe(HUBS.percymd.supportEmail);
    expect(params.get("subject")).toBe("Bug report: Boom & <bang>?");
    const body = params.get("body") ?? "";
    expect(body).toContain("Error: Boom & <bang>?");
    expect(body).toContain(`Stack: ${error.stack}`);
    expect(body).toContain(`URL: ${window.location.href}`);
    expect(body).toContain(`Browser: ${window.navigator.userAgent}`);
    expect(body).toContain("Timestamp: 2025-03-04T05:06:07.000Z");
  });
});

describe("bugReportMailto", () => {
  const input = {
    error: { message: "a&b=c?d #e", stack: "line1\nline2" },
    url: "https://percymd.com/faq?x=1&y=2#top",
    userAgent: "Mozilla/5.0 (X11; Linux) Chrome/140",
    timestamp: "2025-01-01T00:00:00.000Z",
    supportEmail: "support@percymd.com",
  };

  it("encodeURIComponent's every field, so &, =, ?, # and newlines survive", () => {
    const href = bugReportMailto(input);
    const query = href.split("?").slice(1).join("?");
    expect(query.split("&")).toHaveLength(2);
    expect(href).not.toMatch(/[\s#]/);
    expect(href).toContain(encodeURIComponent("URL: https://percymd.com/faq?x=1&y=2#top"));
    const body = new URLSearchParams(query).get("body");
    expect(body).toBe(
      [
        "Error: a&b=c?d #e",
        "Stack: line1\nline2",
        "URL: https://percymd.com/faq?x=1&y=2#top",
        "Browser: Mozilla/5.0 (X11; Linux) Chrome/140",
        "Timestamp: 2025-01-01T00:00:00.000Z",
      ].join("\n"),
    );
  });

  it("copes with an error without message or stack", () => {
    const body = new URLSearchParams(bugReportMailto({ ...input, error: { message: "" } }).split("?")[1]).get("body");
    expect(body).toContain("Error: Unknown error");
    expect(body).toContain("Stack: (no stack)");
  });

  it("falls back to the default hub's support address for an unknown data-hub", () => {
    expect(supportEmailFor(undefined)).toBe(HUBS.marque.supportEmail);
    expect(supportEmailFor("evil")).toBe(HUBS.marque.supportEmail);
    expect(supportEmailFor("percytext")).toBe(HUBS.percytext.supportEmail);
  });
});
