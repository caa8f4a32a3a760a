import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReadableStream, TextDecoderStream } from "node:stream/web";
import { TextEncoder } from "node:util";
import { DemoChat } from "@/components/demo/demo-chat";
import { LiveMessagingProvider } from "@/components/demo/live-messaging-provider";
import { HubProvider } from "@/components/site/hub-context";
import { HUBS } from "@/lib/hubs/registry";

// jsdom lacks the streams the widget reads answers with; Node's are the real thing.
Object.assign(globalThis, { TextDecoderStream });

function streamed(text: string, known = true) {
  const bytes = new TextEncoder().encode(text);
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name === "x-assistant-known" ? (known ? "1" : "0") : null) },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  };
}

function renderChat() {
  return render(
    <HubProvider hub={HUBS.percymd}>
      <LiveMessagingProvider connect={async () => {}}>
        <DemoChat phone="+12015551234" name="Dana Whitfield" />
      </LiveMessagingProvider>
    </HubProvider>,
  );
}

describe("DemoChat", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it("refuses an empty question with the shared field message", async () => {
    renderChat();
    await screen.findByText("Online");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Message cannot be empty");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a failed send keeps the question with Retry; the retry gets the streamed answer", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(streamed("Practice is $99 a month."));
    const { container } = renderChat();
    expect(screen.getByText(/Hi Dana! I'm the PercyMD assistant/)).toBeInTheDocument();
    await screen.findByText("Online");
    await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), "How much?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/Not sent: We couldn't reach the server/)).toBeInTheDocument();
    expect(container.querySelector('li[data-sender="user"]')).toHaveAttribute("data-state", "FAILED");

    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Practice is $99 a month.")).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('li[data-sender="user"]')).toHaveAttribute("data-state", "SENT"),
    );
    expect(fetchMock).toHaveBeenLastCalledWith("/api/demo/chat", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({
      phoneNumber: "+12015551234",
      message: "How much?",
    });
  });

  it("an answer it does not know offers the contact form", async () => {
    fetchMock.mockResolvedValueOnce(streamed("I don't know that one.", false));
    renderChat();
    await screen.findByText("Online");
    await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), "Weather?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("link", { name: "Ask our team on the contact form" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
