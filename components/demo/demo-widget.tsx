"use client";

import { useState } from "react";
import type { Hub } from "@/lib/hubs/registry";
import { HubProvider } from "@/components/site/hub-context";
import { CodeStep } from "./code-step";
import { DemoChat } from "./demo-chat";
import { DemoSteps } from "./demo-steps";
import { LeadStep } from "./lead-step";
import { LiveMessagingProvider, useLiveMessaging } from "./live-messaging-provider";
import { PhoneMockup, SampleConversation } from "./phone-mockup";
import { PhoneStep } from "./phone-step";

type Step = { at: 0 } | { at: 1; phone: string } | { at: 2; phone: string } | { at: 3; phone: string; name: string };

const HEADINGS = [
  "Start with your mobile number",
  "Enter your code",
  "Tell us about your business",
  "Chat with the assistant",
];

function DemoFlow({ hub }: { hub: Hub }) {
  const [step, setStep] = useState<Step>({ at: 0 });
  const [typedPhone, setTypedPhone] = useState("");
  const { setSessionId, reset } = useLiveMessaging();

  return (
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <div className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm">
        <DemoSteps current={step.at} />
        <h2 className="text-xl font-semibold">{HEADINGS[step.at]}</h2>
        {step.at === 0 && (
          <PhoneStep
            initialPhone={typedPhone}
            onSent={(typed, phone) => {
              setTypedPhone(typed);
              setStep({ at: 1, phone });
            }}
          />
        )}
        {step.at === 1 && (
          <CodeStep
            phone={step.phone}
            onChangeNumber={() => setStep({ at: 0 })}
            onVerified={(sessionId) => {
              reset();
              setSessionId(sessionId);
              setStep({ at: 2, phone: step.phone });
            }}
          />
        )}
        {step.at === 2 && <LeadStep onSaved={(lead) => setStep({ at: 3, phone: step.phone, name: lead.name })} />}
        {step.at === 3 && (
          <p className="text-sm text-muted-foreground">
            You&apos;re verified, {step.name.split(" ")[0]}. Ask the assistant a question in the phone, or have an
            answer texted to {step.phone}.
          </p>
        )}
      </div>
      {step.at === 3 ? (
        <DemoChat phone={step.phone} name={step.name} />
      ) : (
        <PhoneMockup title={hub.name} status="Waiting for you">
          <SampleConversation hubName={hub.name} />
        </PhoneMockup>
      )}
    </div>
  );
}

/** The interactive demo, a client leaf loaded only by the /demo page. */
export function DemoWidget({ hub }: { hub: Hub }) {
  return (
    <HubProvider hub={hub}>
      <LiveMessagingProvider>
        <DemoFlow hub={hub} />
      </LiveMessagingProvider>
    </HubProvider>
  );
}
