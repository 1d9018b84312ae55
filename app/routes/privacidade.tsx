import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/LegalPage";
import { getEnv } from "~/server/infra/env.server";
import { LEADS_LIMITS } from "~/server/leads/limits";
import { LOGIN_LIMIT } from "~/server/auth/rate-limit.server";
import { ACTIVITY_RETENTION_MONTHS } from "~/server/admin/activity-log.server";
import { whatsappMessage } from "~/lib/leads/message-keys";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? pageMeta(matches, { title: data.doc.metaTitle, description: data.doc.description, path: data.doc.path }) : [];

export function loader() {
  const doc = privacyPolicy({
    retentionMonths: getEnv().LEADS_RETENTION_MONTHS,
    repeatWindowSeconds: LEADS_LIMITS.repeatWindowMs / 1000,
    suspectRetentionDays: LEADS_LIMITS.suspectRetentionDays,
    loginWindowMinutes: LOGIN_LIMIT.windowMs / 60_000,
    activityRetentionMonths: ACTIVITY_RETENTION_MONTHS,
  });
  return { doc, whatsappMessage: whatsappMessage("documento", "privacidade") };
}

export default function PrivacyPage() {
  const { doc, whatsappMessage } = useLoaderData<typeof loader>();
  return <LegalPage doc={doc} whatsappMessage={whatsappMessage} />;
}
