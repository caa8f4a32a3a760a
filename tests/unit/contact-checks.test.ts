import { CHECK_MESSAGES, MIN_FILL_MS, runContactChecks, SEND_FAILED_MESSAGE } from "@/lib/contact/checks";

const T0 = 1_000_000;
const good = { website: "", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

describe("Contact checks, in order", () => {
  it("has the spec's toasts word for word", () => {
    expect(CHECK_MESSAGES).toEqual({
      honeypot: { title: "Submission blocked", description: "Please try again with a valid submission." },
      "too-fast": {
        title: "Please take your time",
        description: "Please fill out the form completely before submitting.",
      },
      required: {
        title: "Required fields missing",
        description: "Please fill in your first name, last name, and email address.",
      },
      email: { title: "Invalid email address", description: "Please enter a valid email address." },
    });
    expect(SEND_FAILED_MESSAGE).toEqual({
      title: "Something went sideways",
      description: "Please try again or reach out directly.",
    });
  });

  it("passes a complete form after 3 seconds", () => {
    expect(runContactChecks(good, T0, T0 + MIN_FILL_MS)).toBeNull();
  });

  it("each check wins over every later one", () => {
    const everythingWrong = { website: "x", firstName: "", lastName: " ", email: "nope" };
    expect(runContactChecks(everythingWrong, T0, T0)?.id).toBe("honeypot");
    expect(runContactChecks({ ...everythingWrong, website: "" }, T0, T0)?.id).toBe("too-fast");
    expect(runContactChecks({ ...everythingWrong, website: "" }, T0, T0 + 3000)?.id).toBe("required");
    expect(runContactChecks({ ...good, email: "nope" }, T0, T0 + 3000)?.id).toBe("email");
  });

  it("counts 3 seconds exactly: 2999 ms is too fast, 3000 ms is fine", () => {
    expect(runContactChecks(good, T0, T0 + MIN_FILL_MS - 1)?.id).toBe("too-fast");
    expect(runContactChecks(good, T0, T0 + MIN_FILL_MS)).toBeNull();
  });

  it.each([[{ firstName: "  " }], [{ lastName: "\t" }], [{ email: " " }], [{ firstName: undefined }]])(
    "requires names and email after trimming: %j",
    (patch) => {
      expect(runContactChecks({ ...good, ...patch }, T0, T0 + 5000)?.id).toBe("required");
    },
  );

  it.each([
    ["a@b.c", true],
    [" ada@example.com ", true],
    ["a@b", false],
    ["@b.co", false],
    ["a b@c.de", false],
    ["a@b.", false],
  ])("simple email pattern %j → %s", (email, ok) => {
    expect(runContactChecks({ ...good, email }, T0, T0 + 5000)?.id ?? "ok").toBe(ok ? "ok" : "email");
  });
});
