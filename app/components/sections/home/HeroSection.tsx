import { Link } from "@remix-run/react";
import { HERO } from "~/content/home";
import { useBusiness, useContact, useSlotFill } from "~/lib/contact";
import { offerFromPrice, percentText, termsOf } from "~/lib/instalments";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { CONTACT_REL, useContactHref } from "~/lib/leads/use-contact-href";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { CheckList } from "~/components/ui/CheckList";
import { WhatsAppIcon } from "~/components/ui/icons";
import { HOME_PATH, MOTORS_PATH, SELECTOR_PATH, visitRequestHref } from "~/lib/paths";
import { useHomeTexts } from "~/components/sections/home/use-home-texts";

/** Home hero (docs/product.md §4.1): headline, benefit ticks, discount and specifications buttons, image. */
export function HeroSection({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const discountHref = useContactHref("whatsapp", "destaque", whatsappMessage("desconto"));
  const chatHref = useContactHref("whatsapp", "destaque", whatsappMessage("geral"));
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const fill = useSlotFill();
  // The main button opens the WhatsApp chat once the owner sets a number, else the visit request (decision 0028).
  const { phone, whatsappNumber } = useContact();
  // The home's heading and lead are its stored row ("Páginas do site", decision 0043), on the not-found page too.
  const home = useHomeTexts();
  // The instalments with the price they apply to, as the law asks (Decreto 5.903/2006 art. 3; app/lib/instalments.ts); none without the owner's offer.
  const business = useBusiness();
  const offer = offerFromPrice(business.prices.installKit.minCents, termsOf(business));
  // A discount is promised only when the owner set one, and named with its figure.
  const discount = business.pixDiscountPct ? HERO.discountDetail(percentText(business.pixDiscountPct)) : null;
  const main = whatsappNumber
    ? { href: discount ? discountHref : chatHref, label: discount ? HERO.discountLabel : HERO.chatLabel, chat: true }
    : { href: visitRequestHref(HOME_PATH), label: HERO.requestLabel, chat: false };
  // The ticks are the home's stored text (decision 0043); a tick whose claim the owner does not make fills to nothing and goes.
  const benefits = (home?.layout.benefits?.items ?? HERO.benefits).map(fill).filter((b) => b.trim() !== "");
  if (offer) benefits.splice(2, 0, offer);
  return (
    <section aria-labelledby="hero-titulo" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-16">
        <div>
          <Heading id="hero-titulo" className="text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
            {home?.heading ?? HERO.name}
          </Heading>
          {home?.lead && (
            <p data-page-lead="" className="mt-4 text-lg text-brand-100">
              {fill(home.lead)}
            </p>
          )}
          <CheckList items={benefits} tone="text-accent-500" className="mt-6" label={home?.layout.benefits?.heading} />
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <a
              href={main.href}
              {...(main.chat ? { target: "_blank", rel: CONTACT_REL.whatsapp } : { "data-visit-request-link": "destaque" })}
              data-hero-main=""
              className="inline-flex items-center gap-2 rounded-lg bg-accent-500 px-6 py-3 font-extrabold tracking-wide text-brand-900 shadow-lg hover:bg-accent-600"
            >
              {main.chat && <WhatsAppIcon className="h-5 w-5 shrink-0" />}
              <span className="flex flex-col text-left leading-tight">
                <span>{main.label}</span>
                {discount && <span className="text-sm font-semibold tracking-normal">{discount}</span>}
              </span>
            </a>
            <Link
              to={MOTORS_PATH}
              className="inline-flex items-center rounded-lg border-2 border-white px-6 py-3 font-semibold hover:bg-white hover:text-brand-900"
            >
              {HERO.specsLabel}
            </Link>
          </div>
          <p className="mt-6 text-brand-100">
            Não sabe qual modelo serve?{" "}
            <Link to={SELECTOR_PATH} className="font-semibold text-white underline underline-offset-4">
              Qual motor para o meu portão?
            </Link>
          </p>
          {phone && (
            <p className="mt-2 text-brand-100">
              Prefere ligar? <PhoneLink placement="destaque" className="text-white underline-offset-4 hover:underline" />
            </p>
          )}
        </div>
        <img
          src={HERO.image.src}
          width={HERO.image.width}
          height={HERO.image.height}
          alt={HERO.image.alt}
          fetchPriority="high"
          decoding="async"
          className="h-auto w-full rounded-2xl shadow-2xl"
        />
      </div>
    </section>
  );
}
