import { axeOn, type PageAxe } from "./axe";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hostHeader, hubOrigin, hubUrl, loopbackUrl, type HubId } from "./hubs";
import {
  contactAxe,
  expectToast,
  field,
  fillValid,
  openContact,
  recordContactPosts,
  serveAgedFormToken,
  warmBackend,
  type FieldKey,
} from "./contact-helpers";
import { fenceOffsite, seedSession, stubApi } from "./funnel-support";
import { CHECK_MESSAGES, MIN_FILL_MS } from "../../lib/contact/checks";

/**
 * Forms point at the problem: besides the specified toast, every field in
 * error is marked (aria-invalid, its message tied with aria-describedby, an
 * outline), the first takes focus and sits on screen, on a phone too; a
 * successful send takes earlier error toasts down; without JavaScript the
 * server's answer marks the same fields. Run on two hubs.
 */
const HUBS_UNDER_TEST: HubId[] = ["marque", "percymd"];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const MISSING: [FieldKey, string][] = [
  ["first", "Name is required"],
  ["last", "Name is required"],
  ["email", "Email is required"],
];
const CODE = "#main input[autocomplete='one-time-code']";

/** Marked: aria-invalid, the message as its description, and a visible outline in the error color. */
async function expectMarked(control: Locator, message: string | RegExp): Promise<void> {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
  const outline = await control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(outline.style).toBe("solid");
  // 2 px, or the 3 px of the no-script page's focus outline.
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).not.toMatch(/rgba\(.*, 0\)|transparent/);
}

/**
 * WCAG 1.4.11: the outline that marks a field stands out at least 3:1 from
 * what is behind it (the first opaque background up the tree), as rendered.
 */
async function outlineContrast(control: Locator): Promise<number> {
  return control.evaluate((el) => {
    // Any CSS color (rgb, oklab, color-mix…) as the browser paints it: one pixel on a canvas.
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return { c: [r, g, b], a: a / 255 };
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    let behind: Element | null = el.parentElement;
    let bg = rgb("rgb(255, 255, 255)");
    while (behind) {
      const color = rgb(getComputedStyle(behind).backgroundColor);
      if (color.a === 1) {
        bg = color;
        break;
      }
      behind = behind.parentElement;
    }
    const outline = rgb(getComputedStyle(el).outlineColor);
    const [hi, lo] = [lum(outline.c), lum(bg.c)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  });
}

/** Fully inside the viewport and below the sticky header, not behind it. */
async function expectOnScreen(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeInViewport({ ratio: 1 });
  const header = await page.locator("header").first().boundingBox();
  const box = await control.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
}

/**
 * openContact, then wait until the page has read its form token: the form
 * counts its 3 seconds from that moment, so a fast-forward that ran before
 * it would leave the submit "too fast". Polled from here: the paused clock
 * holds the page's own timers.
 */
async function openContactReady(page: Page, hub: HubId): Promise<void> {
  await page.addInitScript(() => {
    const json = Response.prototype.json;
    Response.prototype.json = function (this: Response) {
      const read = json.call(this);
      if (this.url.endsWith("/api/form-token")) {
        void read.then(() => queueMicrotask(() => document.documentElement.setAttribute("data-e2e-token-read", "")));
      }
      return read;
    };
  });
  await openContact(page, hub);
  await expect(page.locator("html[data-e2e-token-read]")).toHaveCount(1);
}

const errorToasts = (page: Page) => page.locator("[data-sonner-toast][data-type=error]");

test.describe("contact form", () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await warmBackend(request);
  });

  for (const hub of HUBS_UNDER_TEST) {
    test(`${hub}, phone: an empty submit marks the missing fields, focuses the first on screen; a valid send leaves no error toast over the modal`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(PHONE);
      await serveAgedFormToken(page);
      await openContactReady(page, hub);
      await page.clock.fastForward(MIN_FILL_MS);

      // The button sits below the fields on a phone: pressing it scrolls them out of view.
      const send = page.getByRole("button", { name: "Send Message" });
      await send.scrollIntoViewIfNeeded();
      await expect(field(page, "first")).not.toBeInViewport();
      await send.click();

      await expectToast(page, CHECK_MESSAGES.required);
      for (const [key, message] of MISSING) await expectMarked(field(page, key), message);
      await expect(field(page, "phone")).not.toHaveAttribute("aria-invalid");
      await expect(field(page, "first")).toBeFocused();
      await expectOnScreen(page, field(page, "first"));

      // Put right at once and sent: the red toast (held on the paused clock) goes, the modal stands alone.
      await expect(errorToasts(page)).toHaveCount(1);
      await fillValid(page, { email: `marks-${hub}-${Date.now()}@example.com` });
      await expect(field(page, "first")).not.toHaveAttribute("aria-invalid");
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
      await send.click();
      expect((await answer).status()).toBe(201);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
      // sonner takes a dismissed toast down on the next frame, then after its 200 ms exit.
      await expect(async () => {
        await page.clock.runFor(50);
        await expect(errorToasts(page)).toHaveCount(0, { timeout: 250 });
      }).toPass();
      await expect(dialog).toBeVisible();
    });
  }

  test("desktop: a bad email after a wait is marked and focused alone, with its toast", async ({ page }) => {
    const posts = recordContactPosts(page);
    await page.setViewportSize(DESKTOP);
    await openContactReady(page, "percytext");
    await page.clock.fastForward(MIN_FILL_MS);
    await fillValid(page, { email: "ada@example" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, CHECK_MESSAGES.email);
    await expectMarked(field(page, "email"), "Invalid email format");
    await expect(field(page, "first")).not.toHaveAttribute("aria-invalid");
    await expect(field(page, "email")).toBeFocused();
    await expectOnScreen(page, field(page, "email"));
    expect(posts).toEqual([]);
  });
});

test.describe("verification code", () => {
  test.beforeEach(async ({ page }) => {
    await fenceOffsite(page);
  });

  for (const hub of HUBS_UNDER_TEST) {
    test(`${hub}, phone: a wrong sign-up code marks the input, keeps focus on it, shows the error and clears the code`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await stubApi(page, "/api/verify-code", {
        status: 400,
        body: { error: { code: "AUTH_OTP_INVALID", message: "That code is not right." } },
      });
      await page.goto(hubUrl(hub, "/verify?id=v1"));
      const input = page.locator(CODE);
      await input.pressSequentially("999999");
      await expect(page.getByRole("alert").filter({ hasText: "That code is not right." })).toBeVisible();
      await expectMarked(input, "That code is not right.");
      await expect(input).toHaveValue("");
      await expect(input).toBeFocused();
      await expectOnScreen(page, input);
      // The spec shows the error in place, with no toast.
      await expect(errorToasts(page)).toHaveCount(0);

      // Typing the next code takes the mark away.
      await input.pressSequentially("1");
      await expect(input).not.toHaveAttribute("aria-invalid");
    });
  }

  test("login code (/verify-otp): a wrong code is marked the same way", async ({ page }) => {
    await seedSession(page, { login_email: "dee@example.com" });
    await stubApi(page, "/api/auth/otp", { status: 200, body: { ok: true } });
    await stubApi(page, "/api/auth/verify", {
      status: 400,
      body: { error: { code: "AUTH_OTP_INVALID", message: "Invalid verification code" } },
    });
    await page.goto(hubUrl("percytech", "/verify-otp"));
    const input = page.locator(CODE);
    await input.pressSequentially("123456");
    await expectMarked(input, "Invalid verification code");
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  for (const hub of HUBS_UNDER_TEST) {
    test(`${hub}: an empty post comes back with the missing fields marked and the first focused`, async ({ page }) => {
      await page.goto(hubUrl(hub, "/contact"));
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Please check your message" })).toBeVisible();
      await expect(page.getByRole("alert").first()).toHaveText(
        `${CHECK_MESSAGES.required.title}. ${CHECK_MESSAGES.required.description}`,
      );
      for (const [key, message] of MISSING) await expectMarked(field(page, key), message);
      await expect(field(page, "phone")).not.toHaveAttribute("aria-invalid");
      await expect(field(page, "first")).toBeFocused();
      await expect(field(page, "first")).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe("axe on the forms in their error state", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const [width, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      test(`${colorScheme}, ${width}: contact (with and without script), verification and demo with their errors shown`, async ({
        page,
      }) => {
        test.slow();
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await page.setViewportSize(viewport);
        const found: Record<string, string[]> = {};
        const scan = async (name: string, builder: PageAxe) => {
          found[name] = (await builder.analyze()).violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          );
        };

        // Contact: the toast and the three marked fields. axe runs on timers: the clock flows again for it.
        await openContactReady(page, "marque");
        await page.clock.fastForward(MIN_FILL_MS);
        await page.getByRole("button", { name: "Send Message" }).click();
        await expectToast(page, CHECK_MESSAGES.required);
        await expect(field(page, "first")).toBeFocused();
        expect(await outlineContrast(field(page, "last"))).toBeGreaterThanOrEqual(3);
        await page.clock.resume();
        await scan("contact", contactAxe(page));

        // Verification: a wrong code.
        await fenceOffsite(page);
        await stubApi(page, "/api/verify-code", {
          status: 400,
          body: { error: { code: "AUTH_OTP_INVALID", message: "That code is not right." } },
        });
        await page.goto(hubUrl("percymd", "/verify?id=v1"));
        await page.locator(CODE).pressSequentially("999999");
        await expect(page.locator(CODE)).toHaveAttribute("aria-invalid", "true");
        expect(await outlineContrast(page.locator(CODE))).toBeGreaterThanOrEqual(3);
        await scan("verify", axeOn(page).exclude("[data-testid=admin-button]"));

        // Demo: the phone step with a short number.
        await page.goto(hubUrl("percymd", "/demo"));
        const phone = page.getByRole("textbox", { name: "Mobile number" });
        await phone.fill("12345");
        await page.getByRole("button", { name: "Text me a code" }).click();
        await expect(phone).toHaveAttribute("aria-invalid", "true");
        await expect(phone).toBeFocused();
        await scan("demo", axeOn(page).exclude("[data-testid=admin-button]"));

        // The no-script answer to an empty post (Node dials loopback with the hub's Host).
        const answer = await page.request.post(loopbackUrl("/api/contact"), {
          form: { firstName: "", lastName: "", email: "" },
          headers: { host: hostHeader("percytext"), origin: hubOrigin("percytext"), connection: "close" },
        });
        expect(answer.status()).toBe(422);
        await page.setContent(await answer.text());
        await expect(page.locator("#contact-firstName")).toHaveAttribute("aria-invalid", "true");
        await scan("no-script", axeOn(page));

        expect(found).toEqual({ contact: [], verify: [], demo: [], "no-script": [] });
      });
    }
  }
});
