import { GUARULHOS_LANDING as LANDING } from "~/content/landing-guarulhos";
import { CityLandingRoute, cityLandingMeta } from "~/components/sections/CityLandingPage";
import { cityLandingData } from "~/pages/city-landing.server";

/** A local landing page (docs/product.md §4.5): its text is the content module's, the page CityLandingPage. */
export const meta = cityLandingMeta(LANDING);

export function loader() {
  return cityLandingData(LANDING);
}

export default function GuarulhosLanding() {
  return <CityLandingRoute landing={LANDING} />;
}
