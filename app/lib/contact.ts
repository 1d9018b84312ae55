import { useRouteLoaderData } from "@remix-run/react";
import type { BusinessSettings } from "./business-settings";
import { slotFiller } from "./business-slots";

export type Contact = {
  /** As shown: "(11) 98765-4321"; null until the owner sets it (decision 0028: no call link then). */
  phone: string | null;
  /** "tel:+5511987654321". */
  phoneHref: string | null;
  /** Digits with country code, for wa.me links (the phone's unless a WhatsApp number is set); null = no WhatsApp button. */
  whatsappNumber: string | null;
  email: string | null;
  address: string | null;
};

/** What public pages show of "Dados do negócio" beyond the contacts (decision 0028). */
export type PublicBusiness = Pick<
  BusinessSettings,
  | "name"
  | "cnpj"
  | "legalName"
  | "geo"
  | "cities"
  | "week"
  | "exceptions"
  | "promo"
  | "tiers"
  | "gateServices"
  | "claims"
  | "warranty"
  | "prices"
  | "instalments"
  | "installHours"
>;

type RootData = { contact: Contact; siteUrl: string; business: PublicBusiness };

/** Contact details from the root loader ("Dados do negócio", decision 0028). */
export function useContact(): Contact {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useContact outside the root route");
  return data.contact;
}

export function useSiteUrl(): string {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.siteUrl ?? "";
}

/** The business's facts from the root loader ("Dados do negócio", decision 0028). */
export function useBusiness(): PublicBusiness {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useBusiness outside the root route");
  return data.business;
}

/**
 * Fills the copy's slots with the business's figures (decision 0028). Public documents are
 * filled when served; components the admin also renders (footer, the not-found page's home
 * sections), which React hydrates there, fill their own text with this.
 */
export function useSlotFill(): (text: string) => string {
  return slotFiller(useBusiness());
}

/**
 * The business's facts when rendered under the root route, else null (a component rendered on
 * its own, as in unit tests): the structured data then keeps its slots unfilled.
 */
export function useBusinessIfRouted(): PublicBusiness | null {
  try {
    return (useRouteLoaderData("root") as RootData | undefined)?.business ?? null;
  } catch {
    return null;
  }
}
