import { GUARULHOS_LANDING as LANDING } from "~/lib/city-landing";
import { CityLandingRoute, cityLandingMeta } from "~/components/sections/CityLandingPage";
import { cityLandingData } from "~/pages/city-landing.server";

/** A local landing page (docs/product.md §4.5): its text is the page's stored row (decision 0043), the page CityLandingPage. */
export const meta = cityLandingMeta(LANDING);

export function loader() {
  return cityLandingData(LANDING);
}

export default function GuarulhosLanding() {
  return <CityLandingRoute landing={LANDING} />;
}
