import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="setup">
        <AccordionTrigger>How long does setup take?</AccordionTrigger>
        <AccordionContent>Eight days, guaranteed.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="fee">
        <AccordionTrigger>Is there an onboarding fee?</AccordionTrigger>
        <AccordionContent>Yes, and it is free if setup runs late.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe("Accordion: closed answers stay in the HTML for crawlers", () => {
  it("server HTML carries every answer, closed ones hidden by CSS", () => {
    const html = renderToString(<Faq />);
    expect(html).toContain("Eight days, guaranteed.");
    expect(html).toContain("Yes, and it is free if setup runs late.");
    expect(html.match(/data-state="closed"[^>]*class="[^"]*data-\[state=closed\]:hidden/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it("opening one shows it; the closed one stays in the DOM but out of the accessibility tree", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const trigger = screen.getByRole("button", { name: "How long does setup take?" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const open = screen.getByText("Eight days, guaranteed.").closest('[data-slot="accordion-content"]');
    const closed = screen.getByText("Yes, and it is free if setup runs late.").closest('[data-slot="accordion-content"]');
    expect(open).toHaveAttribute("data-state", "open");
    expect(open).toHaveAttribute("role", "region");
    expect(closed).toHaveAttribute("data-state", "closed");
    expect(closed).toHaveClass("data-[state=closed]:hidden");
  });
});
