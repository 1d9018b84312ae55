import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GUARULHOS_LANDING as LANDING } from "~/content/landing-guarulhos";
import { pageMeta } from "~/lib/seo";
import { withPromoPrice } from "~/content/city-landing";
import { CityLandingPage } from "~/components/sections/CityLandingPage";
import { cityLandingData } from "~/pages/city-landing.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: LANDING.title,
    description: withPromoPrice(LANDING, data?.promo.priceCents ?? 0).metaDescription,
    path: LANDING.path,
    keywords: ["portão automático Guarulhos", "motor de portão Guarulhos", "manutenção de portão Guarulhos"],
  });

export function loader() {
  return cityLandingData(LANDING);
}

export default function GuarulhosLanding() {
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
