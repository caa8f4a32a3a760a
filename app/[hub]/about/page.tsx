import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { SetupTimeline } from "@/components/marketing/setup-timeline";
import { AudienceSection } from "@/components/marketing/audience-section";
import { StatsSection } from "@/components/home/stats-section";
import { initials } from "@/lib/ui/initials";
import { SETUP_GUARANTEE_DAYS } from "@/content/constants";
import { Breadcrumbs } from "@/components/site/breadcrumbs";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.about, "/about");
}

/** About: the story, what we stand for, who does what, and setup day by day. */
export default async function AboutPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  const { about, stats } = getContent(hub.id);
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <Breadcrumbs hub={hub} trail={[{ name: "About", path: "/about" }]} />
      <PageHeader title={about.title} intro={about.intro} />
      <section aria-labelledby="story-heading" className="max-w-3xl space-y-4 border-l-4 border-hub-secondary pl-6">
        <h2 id="story-heading" className="text-2xl font-bold tracking-tight">
          Our story
        </h2>
        {about.story.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </section>
      <AudienceSection id="audience-heading" section={about.audience} />
      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight">
          What we stand for
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-xl border bg-card p-6">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted-foreground">{value.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-heading" className="mt-12">
        <h2 id="team-heading" className="text-2xl font-bold tracking-tight">
          Who you work with
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.team.map((member) => (
            <li key={member.role} className="rounded-xl border bg-tint p-6">
              <span
                className="flex size-11 items-center justify-center rounded-full bg-card font-bold text-brand-2"
                aria-hidden="true"
              >
                {initials(member.role)}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{member.role}</h3>
              <p className="mt-2 text-muted-foreground">{member.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <SetupTimeline steps={about.timeline} days={SETUP_GUARANTEE_DAYS} />
      <div className="-mx-4">
        <StatsSection stats={stats} />
      </div>
    </div>
  );
}
