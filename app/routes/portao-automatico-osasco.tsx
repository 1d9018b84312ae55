import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OSASCO_LANDING as LANDING } from "~/content/landing-osasco";
import { pageMeta } from "~/lib/seo";
import { withPromoPrice } from "~/content/city-landing";
import { CityLandingPage } from "~/components/sections/CityLandingPage";
import { cityLandingData } from "~/pages/city-landing.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: LANDING.title,
    description: withPromoPrice(LANDING, data?.promo.priceCents ?? 0).metaDescription,
    path: LANDING.path,
    keywords: ["portão automático Osasco", "motor de portão Osasco", "manutenção de portão Osasco"],
  });

export function loader() {
  return cityLandingData(LANDING);
}

export default function OsascoLanding() {
  const { promo, whatsappMessage, promoMessage, testimonials } = useLoaderData<typeof loader>();
  return (
    <CityLandingPage
      landing={withPromoPrice(LANDING, promo.priceCents)}
      promo={promo}
      whatsappMessage={whatsappMessage}
      promoMessage={promoMessage}
      testimonials={testimonials}
    />
  );
}
