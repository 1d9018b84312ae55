import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BRAND } from "~/content/business";
import { HERO } from "~/content/home";
import { ContactCta } from "~/components/sections/ContactCta";
import { TestimonialsSection } from "~/components/sections/TestimonialsSection";
import { DemoVideo } from "~/components/sections/home/DemoVideo";
import { HeroSection } from "~/components/sections/home/HeroSection";
import { LocalServiceLinks } from "~/components/sections/home/LocalServiceLinks";
import { ProblemSearch } from "~/components/sections/home/ProblemSearch";
import { ProductBanner } from "~/components/sections/home/ProductBanner";
import { ReasonsSection } from "~/components/sections/home/ReasonsSection";
import { RecentPostsCard } from "~/components/sections/home/RecentPostsCard";
import { RegionsSection } from "~/components/sections/home/RegionsSection";
import { pageMeta } from "~/lib/seo";
import { recentPostsPage } from "~/routes/_index/recent-posts.server";
import { getDemoVideoUrl } from "~/server/infra/site-config.server";
import { testimonialsFor } from "~/server/data/testimonials.server";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { JobsSection } from "~/components/sections/JobsSection";
import { HomeOwnText } from "~/components/sections/home/HomeOwnText";
import { latestJobs } from "~/server/jobs/public-jobs.server";

export const links: LinksFunction = () => [{ rel: "preload", as: "image", href: HERO.image.src, type: "image/svg+xml" }];

// Title and description are the stored row's (pageMeta reads them from the root loader).
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Motores ${BRAND}`,
    description: "",
    path: "/",
    keywords: ["motor de portão", "portão automático", `motor ${BRAND}`, "instalação de motor de portão", "São Paulo"],
  });

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return {
    videoUrl: getDemoVideoUrl(),
    posts: recentPostsPage(params),
    whatsappMessage: whatsappMessage("geral"),
    /** Only the published ones for every page (decision 0027); none hides the section. */
    testimonials: testimonialsFor(),
    /** The latest published jobs (docs/decisions/0038-job-log.md); none hides the section. */
    jobs: latestJobs(),
  };
}

export default function Home() {
  const { videoUrl, posts, whatsappMessage, testimonials, jobs } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroSection />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <ProblemSearch />
      </div>
      <DemoVideo url={videoUrl} />
      <ReasonsSection />
      <HomeOwnText />
      <ProductBanner />
      <JobsSection jobs={jobs} title="Últimos serviços realizados" text="Instalações, consertos e manutenções feitos pela nossa equipe, com fotos do portão." />
      <TestimonialsSection items={testimonials} />
      <RegionsSection />
      <RecentPostsCard data={posts} />
      <LocalServiceLinks />
      <ContactCta
        title="Peça seu orçamento agora"
        text="Mande fotos e as medidas do portão: indicamos o motor certo e agendamos a instalação."
        message={whatsappMessage}
      />
    </>
  );
}
