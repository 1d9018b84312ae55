import { Link, useRouteLoaderData } from "@remix-run/react";
import { BRAND, SPEED_TIERS } from "~/content/business";
import { offersInstalments, termsOf } from "~/lib/instalments";
import { PriceDisclosure } from "~/components/motors/PriceDisclosure";
import { priceLabel } from "~/lib/motors/motor-facts";
import type { BannerMotor } from "~/server/data/motors.server";
import { useBusiness } from "~/lib/contact";
import { SectionHeading } from "../SectionHeading";
import { MOTORS_PATH, motorPath } from "~/lib/paths";

type RootBanner = { bannerMotors?: BannerMotor[]; nav?: { motors: unknown[] } };

/**
 * Product banner with the speed tiers (docs/product.md §2): each tier's seconds and price are
 * its model's in the catalogue (root loader, decision 0029), never typed here.
 */
export function ProductBanner() {
  const root = useRouteLoaderData("root") as RootBanner | undefined;
  const tiers = root?.bannerMotors ?? [];
  const count = root?.nav?.motors.length ?? 0;
  // Each tier's name is the owner's ("Dados do negócio", decision 0028); its seconds and price are its model's.
  const names = useBusiness().tiers.map((t) => t.name);
  const instalments = offersInstalments(termsOf(useBusiness()));
  return (
    <section id="modelos" aria-labelledby="banner-titulo" className="mx-auto max-w-6xl scroll-mt-24 px-4 pt-14">
      <SectionHeading
        id="banner-titulo"
        title={`Escolha a velocidade do seu motor ${BRAND}`}
        // The terms stand under each model's price (PriceDisclosure), not as a promise without one.
        text={
          instalments
            ? "Kit com motor e instalação grátis; o preço à vista e as condições de pagamento de cada modelo estão logo abaixo."
            : "Kit com motor e instalação grátis."
        }
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {tiers.map((tier, i) => (
          <li
            key={tier.slug}
            className={`flex flex-col rounded-2xl border-2 p-6 text-center shadow-sm ${i === tiers.length - 1 ? "border-accent-500 bg-brand-900 text-white" : "border-slate-200 bg-white"}`}
          >
            <p className="text-lg font-bold">{names[SPEED_TIERS.findIndex((t) => t.name === tier.label)] || tier.label}</p>
            <p className="mt-2">
              <span className="text-5xl font-extrabold">{tier.seconds}</span> <span className="text-lg">segundos</span>
            </p>
            <p className="text-sm opacity-80">para abrir o portão</p>
            <p className="mt-4 text-3xl font-extrabold" data-motor-price>
              {priceLabel(tier)}
            </p>
            <PriceDisclosure priceCents={tier.priceCents} className="text-sm opacity-80" />
            <Link
              to={motorPath(tier.slug)}
              className={`mt-6 rounded-lg px-4 py-2 font-semibold ${i === tiers.length - 1 ? "bg-accent-500 text-brand-900 hover:bg-accent-600" : "bg-brand-700 text-white hover:bg-brand-800"}`}
            >
              {/* The model's name is the card's first line, so the link's purpose reads from its card (WCAG 2.4.4). */}
              Ver detalhes
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center">
        <Link to={MOTORS_PATH} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {count > 0 ? `Ver os ${count} modelos de motor` : "Ver os modelos de motor"}
        </Link>
      </p>
    </section>
  );
}
