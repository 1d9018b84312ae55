import { useRouteLoaderData } from "@remix-run/react";

export type Contact = {
  /** As shown: "(11) 99999-9999". */
  phone: string;
  /** "tel:+5511999999999". */
  phoneHref: string;
  /** Digits with country code, for wa.me links. */
  whatsappNumber: string;
  email: string | null;
  address: string | null;
};

type RootData = { contact: Contact; siteUrl: string };

/** Contact details from the root loader (the operator may override them). */
export function useContact(): Contact {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useContact outside the root route");
  return data.contact;
}

export function useSiteUrl(): string {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.siteUrl ?? "";
}
