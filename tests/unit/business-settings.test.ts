import { describe, expect, it } from "vitest";
import {
  changedFields,
  fieldLabel,
  firstBootSettings,
  missingFacts,
  parseForm,
  storedSettingsSchema,
  toForm,
  validCnpj,
  whatsappDigits,
} from "~/lib/business-settings";
import { escapeHtml, fillBusinessSlots, questionsSaid, slotFiller } from "~/lib/business-slots";
import { saoPauloToday } from "~/lib/promo";
import { FACTORY_PRICE, FACTS, INSTALMENTS, KIT_OFFER, PRICES, VISIT_FEE, WARRANTY, formatPriceRange } from "~/content/business";
import { slotStream } from "~/server/infra/html-slots.server";

const base = () => toForm(firstBootSettings({ BUSINESS_PHONE: "(11) 98765-4321" }, "2026-11-01"));

describe("Dados do negócio: first boot (decision 0028)", () => {
  it("takes the operator's variables, the spec's prices and no claim", () => {
    const s = firstBootSettings({ BUSINESS_PHONE: "(11) 98765-4321", BUSINESS_GEO: "-23.55,-46.63", PROMO_START_DATE: "2026-11-10" }, "2026-11-25");
    expect(s.phone).toBe("(11) 98765-4321");
    expect(s.geo).toEqual({ lat: -23.55, lng: -46.63 });
    expect(s.promo).toEqual({ priceCents: 35000, start: "2026-11-10", end: "2026-12-10" });
    expect(s.tiers.map((t) => t.priceCents)).toEqual([89900, 94900, 134900]);
    expect(s.claims).toEqual({ rating: null, ratingSource: null, reviewCount: null, customers: null, since: null });
  });

  it("has no phone without BUSINESS_PHONE, and lists what is missing", () => {
    const s = firstBootSettings({}, "2026-11-25");
    expect(s.phone).toBeNull();
    expect(whatsappDigits(s)).toBeNull();
    expect(missingFacts(s).map((m) => m.field)).toEqual([
      "phone",
      "whatsapp",
      "legalName",
      "email",
      "address",
      "cnpj",
      "lat",
      "instalmentRate",
      "googleReviewUrl",
    ]);
  });

  it("never lists the phone or WhatsApp once the phone is set, and drops each fact once the owner filled it", () => {
    const s = { ...firstBootSettings({ BUSINESS_PHONE: "(11) 98765-4321" }, "2026-11-25"), legalName: "Portões Exemplo Ltda", cnpj: "11.222.333/0001-81" };
    expect(missingFacts(s).map((m) => m.field)).toEqual(["email", "address", "lat", "instalmentRate", "googleReviewUrl"]);
    const withProfile = { ...s, instalmentRatePct: 0, googleReviewUrl: "https://g.page/r/exemplo/review" };
    expect(missingFacts(withProfile).map((m) => m.label)).toEqual(["e-mail", "endereço", "posição no mapa"]);
  });
});

describe("Dados do negócio: the form", () => {
  it("round-trips the stored values", () => {
    const parsed = parseForm(base());
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.settings).toEqual(firstBootSettings({ BUSINESS_PHONE: "(11) 98765-4321" }, "2026-11-01"));
  });

  it("reads pt-BR numbers, holidays and a separate WhatsApp number", () => {
    const parsed = parseForm({
      ...base(),
      whatsapp: "(11) 95555-0101",
      rating: "4,8",
      ratingSource: "Google",
      reviewCount: "1.204",
      customers: "10.000",
      since: "2005",
      promoPrice: "349,90",
      lat: "-23.5505",
      lng: "-46.6333",
      exceptions: "2026-12-25 fechado\n2026-12-24 08:00-12:00",
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.settings.claims).toEqual({ rating: 4.8, ratingSource: "Google", reviewCount: 1204, customers: 10000, since: 2005 });
    expect(parsed.settings.promo.priceCents).toBe(34990);
    expect(parsed.settings.geo).toEqual({ lat: -23.5505, lng: -46.6333 });
    expect(parsed.settings.exceptions).toEqual([
      { date: "2026-12-24", hours: { opens: "08:00", closes: "12:00" } },
      { date: "2026-12-25", hours: null },
    ]);
    expect(whatsappDigits(parsed.settings)).toBe("5511955550101");
  });

  it("refuses hostile input with one pt-BR message per field", () => {
    const parsed = parseForm({
      ...base(),
      phone: "ligue já",
      email: "sem-arroba",
      address: "x".repeat(10_000),
      name: "Motores\u0000PPA",
      cnpj: "11.111.111/1111-11",
      lat: "-23.5",
      lng: "",
      day6Opens: "14:00",
      day6Closes: "08:00",
      exceptions: "2026-02-30 fechado",
      promoStart: "2026-12-10",
      promoEnd: "2026-12-01",
      tier0Name: "<b>Home</b>",
      rating: "9",
      since: "1800",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      phone: "Use um telefone com DDD, como (11) 98765-4321.",
      email: "Use um e-mail como contato@seudominio.com.br.",
      address: "Use no máximo 200 caracteres (tem 10.000).",
      name: "Remova os caracteres de controle (invisíveis) deste campo.",
      cnpj: "CNPJ inválido: confira os 14 dígitos, como 12.345.678/0001-95.",
      lat: "Preencha latitude e longitude, ou deixe as duas vazias.",
      day6Opens: "O horário de fechamento deve ser depois do de abertura.",
      promoEnd: "A data final da promoção deve ser igual ou depois da inicial.",
      tier0Name: "Não use os sinais < e > (marcação HTML não é aceita aqui).",
      rating: "Use uma nota de 1 a 5, como 4,8.",
    });
    expect(parsed.errors.exceptions).toMatch(/^Linha 1: use "25\/12 fechado"/);
    expect(parsed.errors.since).toMatch(/^Use um ano entre 1900 e \d{4}\.$/);
  });

  it("reads hours and holidays as the owner types them ('8h', '17h30', '25/12 fechado', '24/12 8h-12h'), besides the ISO forms", () => {
    const today = saoPauloToday(new Date());
    const year = Number(today.slice(0, 4));
    // A day without a year is the next one from today.
    const next = (dm: string) => (`${year}-${dm}` >= today ? `${year}-${dm}` : `${year + 1}-${dm}`);
    const parsed = parseForm({
      ...base(),
      day1Opens: "8h",
      day1Closes: "17h30",
      day6Opens: "9:00",
      day6Closes: "13 h",
      exceptions: "25/12 fechado\n24/12 8h-12h\n2027-01-01 fechado\n31/12/2026 das 9h às 12h",
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.settings.week[1]).toEqual({ opens: "08:00", closes: "17:30" });
    expect(parsed.settings.week[6]).toEqual({ opens: "09:00", closes: "13:00" });
    expect(parsed.settings.exceptions).toEqual(
      [
        { date: next("12-25"), hours: null },
        { date: next("12-24"), hours: { opens: "08:00", closes: "12:00" } },
        { date: "2027-01-01", hours: null },
        { date: "2026-12-31", hours: { opens: "09:00", closes: "12:00" } },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    );
    // Shown back in the form as saved, and what is still refused says how to write it.
    expect(toForm(parsed.settings).day1Opens).toBe("08:00");
    for (const [field, typed, message] of [
      ["day1Opens", "8 e meia", "Use horários como 8h, 17h30 ou 08:00 (ou deixe os dois vazios para fechado)."],
      ["day1Closes", "25h", "Use horários como 8h, 17h30 ou 08:00 (ou deixe os dois vazios para fechado)."],
      ["exceptions", "31/02 fechado", 'Linha 1: use "25/12 fechado" ou "24/12 8h-12h" (ou 2026-12-24 08:00-12:00).'],
      [
        "exceptions",
        "25/12 fechado\n25/12/" + String(next("12-25").slice(0, 4)) + " 8h-12h",
        `Linha 2: a data 25/12/${next("12-25").slice(0, 4)} aparece duas vezes.`,
      ],
    ]) {
      const refused = parseForm({ ...base(), [field]: typed });
      expect(!refused.ok && refused.errors[field === "day1Closes" ? "day1Opens" : field]).toBe(message);
    }
  });

  it("keeps the gate-types text as typed, and refuses it empty, too long or with markup", () => {
    const text = "Vendemos motores para portões basculantes e consertamos portões de todos os tipos.";
    const saved = parseForm({ ...base(), gateServices: `  ${text}  ` });
    expect(saved.ok && saved.settings.gateServices).toBe(text);
    expect(firstBootSettings({}, "2026-11-01").gateServices).toMatch(/^Os motores que vendemos, todos do nosso catálogo, são para portões basculantes\./);
    for (const [typed, message] of [
      ["", "Preencha este campo."],
      ["x".repeat(601), "Use no máximo 600 caracteres (tem 601)."],
      ["<script>alert(1)</script>", "Não use os sinais < e > (marcação HTML não é aceita aqui)."],
    ]) {
      const parsed = parseForm({ ...base(), gateServices: typed });
      expect(!parsed.ok && parsed.errors.gateServices).toBe(message);
    }
  });

  it("checks CNPJ digits and names what changed for the activity log", () => {
    expect(validCnpj("11.222.333/0001-81")).toBe(true);
    expect(validCnpj("11.222.333/0001-82")).toBe(false);
    const before = firstBootSettings({}, "2026-11-01");
    const after = { ...before, phone: "(11) 91234-5678", week: before.week.map((h, d) => (d === 6 ? { opens: "09:00", closes: "13:00" } : h)) };
    expect(changedFields(before, after).map(fieldLabel)).toEqual(["telefone", "abertura de sábado", "fechamento de sábado"]);
  });
});

describe("Dados do negócio: warranty, price ranges, instalments and installation time", () => {
  it("start from the specification's values and are read from a row saved before they existed", () => {
    const s = firstBootSettings({}, "2026-11-01");
    expect(s.warranty).toEqual({ factoryMonths: 12, extendedMonths: 18, serviceMonths: 12, partsMonths: 6 });
    expect(s.prices.installKit).toEqual({ minCents: 80000, maxCents: 140000 });
    expect(s.instalments).toBe(10);
    expect(s.installHours).toEqual({ min: 2, max: 4 });
    const { warranty: _w, prices: _p, instalments: _i, installHours: _h, ...older } = s;
    const read = storedSettingsSchema.parse(JSON.parse(JSON.stringify(older)));
    expect(read.warranty).toEqual(s.warranty);
    expect(read.prices).toEqual(s.prices);
  });

  it("are read from the form and named in the activity log", () => {
    const parsed = parseForm({ ...base(), warrantyFactory: "24", warrantyExtended: "30", installKitMin: "1.234", installKitMax: "2.345,50", instalments: "7" });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.settings.warranty.factoryMonths).toBe(24);
    expect(parsed.settings.prices.installKit).toEqual({ minCents: 123400, maxCents: 234550 });
    expect(parsed.settings.instalments).toBe(7);
    const before = firstBootSettings({}, "2026-11-01");
    expect(changedFields(before, { ...before, instalments: 7, warranty: { ...before.warranty, partsMonths: 3 } }).map(fieldLabel)).toEqual([
      "garantia das peças trocadas (meses)",
      "parcelas",
    ]);
  });

  it("refuse hostile input with a pt-BR message per field, the form kept", () => {
    const form = {
      ...base(),
      warrantyFactory: "x".repeat(10_000),
      warrantyExtended: "6",
      warrantyParts: "",
      repairMin: "<b>1</b>",
      repairMax: "50",
      installKitMin: "900",
      installKitMax: "800",
      instalments: "1e3",
      installHoursMin: "4",
      installHoursMax: "2\u0007",
    };
    const parsed = parseForm(form);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      warrantyFactory: "Use no máximo 200 caracteres (tem 10.000).",
      warrantyParts: "Preencha este campo.",
      repairMin: "Não use os sinais < e > (marcação HTML não é aceita aqui).",
      installKitMax: "O valor máximo deve ser igual ou maior que o mínimo.",
      instalments: "Use um número inteiro de parcelas, de 1 a 36.",
      installHoursMax: "Remova os caracteres de controle (invisíveis) deste campo.",
    });
    const extended = parseForm({ ...base(), warrantyFactory: "12", warrantyExtended: "6" });
    expect(!extended.ok && extended.errors.warrantyExtended).toBe("A garantia com a nossa instalação não pode ser menor que a de fábrica.");
  });
});

describe("slots of the copy (decision 0028)", () => {
  const business = { ...firstBootSettings({}, "2026-11-01"), name: 'Portões "A&B"' };

  it("fill warranty, prices, instalments, installation time and name with the owner's values", () => {
    const copy = `${WARRANTY.summary}. Peças: ${WARRANTY.partsMonths} meses; ${WARRANTY.summary.toLowerCase()}; kit de ${formatPriceRange(PRICES.installKit)}, em até ${INSTALMENTS}x, em ${FACTS.installHours}. {outra coisa}`;
    expect(fillBusinessSlots(copy, { ...business, instalmentRatePct: 0 })).toBe(
      "Garantia de fábrica de 12 meses, estendida para 18 meses na instalação feita pela nossa equipe. Peças: 6 meses; garantia de fábrica de 12 meses, estendida para 18 meses na instalação feita pela nossa equipe; kit de R$ 800 a R$ 1.400, em até 10x de R$ 80 sem juros, no kit com instalação a partir de R$ 800 à vista, total de R$ 800, em 2 a 4 horas. {outra coisa}",
    );
    expect(slotFiller(business, escapeHtml)('<meta content="{nome do negócio}">')).toBe('<meta content="Portões &quot;A&amp;B&quot;">');
  });

  it("fill a slot split across two chunks of a streamed page", () => {
    const stream = slotStream(slotFiller({ ...business, instalmentRatePct: 0 }, escapeHtml));
    const out = [
      stream.push(Buffer.from("<p>em até {parc")),
      stream.push(Buffer.from("elas}x e {meses de garantia")),
      stream.push(Buffer.from(" das peças} meses")),
      stream.finish(),
    ];
    expect(Buffer.concat(out).toString()).toBe("<p>em até 10x de R$ 80 sem juros, no kit com instalação a partir de R$ 800 à vista, total de R$ 800 e 6 meses");
  });

  it("without an offer (interest not said, or one payment), leave out each sentence that promises instalments, and what it emptied", () => {
    const copy = `Sim, em até ${INSTALMENTS}x. Custa R$ 1.200 instalado. O kit pode ser parcelado em até ${INSTALMENTS} vezes. Parcelado, o kit sai ${KIT_OFFER}. Sem compromisso.`;
    for (const terms of [{ instalmentRatePct: null }, { instalments: 1, instalmentRatePct: 0 }])
      expect(fillBusinessSlots(copy, { ...business, ...terms })).toBe("Custa R$ 1.200 instalado. Sem compromisso.");
    const html = `<ul><li>Entrega grátis</li><li>Pagamento em até ${INSTALMENTS}x</li></ul><p>Pode parcelar em até ${INSTALMENTS}x.</p><meta content="Preço de fábrica. Até ${INSTALMENTS} parcelas.">`;
    expect(slotFiller(business, escapeHtml)(html)).toBe('<ul><li>Entrega grátis</li></ul><meta content="Preço de fábrica.">');
    // A sentence cut by the stream's chunks is held until its text ends, then left out whole.
    const stream = slotStream(slotFiller(business, escapeHtml));
    const out = [
      stream.push(Buffer.from("<p>Garantia de um ano. Você pode par")),
      stream.push(Buffer.from("celar em até {parcelas}")),
      stream.push(Buffer.from("x no cartão.</p><p>Fim.</p>")),
      stream.finish(),
    ];
    expect(Buffer.concat(out).toString()).toBe("<p>Garantia de um ano.</p><p>Fim.</p>");
  });

  it("give every instalment mention the lowest price's instalment value, interest, cash price and total, even when the word after the slot comes in the next chunk", () => {
    // R$ 800 in 12x sem juros: R$ 66,66 each (rounded down), total R$ 799,92 (app/lib/instalments.ts).
    const free = { ...business, instalments: 12, instalmentRatePct: 0 };
    const each = "de R$ 66,66 sem juros, no kit com instalação a partir de R$ 800 à vista, total de R$ 799,92";
    expect(fillBusinessSlots(`em até ${INSTALMENTS}x. Até ${INSTALMENTS} vezes; em até ${INSTALMENTS} parcelas.`, free)).toBe(
      `em até 12x ${each}. Até 12 vezes ${each}; em até 12 parcelas ${each}.`,
    );
    expect(fillBusinessSlots(`Parcelado, o kit sai ${KIT_OFFER}.`, free)).toBe(
      "Parcelado, o kit sai a partir de R$ 800 à vista ou em 12x de R$ 66,66 sem juros, total de R$ 799,92.",
    );
    // R$ 800 in 10x at 1,99%: 800 × 0,0199 / (1 − 1,0199^−10) = 89,01; total R$ 890,10.
    const stream = slotStream(slotFiller({ ...business, instalmentRatePct: 1.99 }, escapeHtml));
    const out = [stream.push(Buffer.from("<p>em até {parcelas}")), stream.push(Buffer.from(" vezes.</p>")), stream.finish()];
    expect(Buffer.concat(out).toString()).toBe(
      "<p>em até 10 vezes de R$ 89,01 com juros de 1,99% ao mês (26,68% ao ano), no kit com instalação a partir de R$ 800 à vista, total de R$ 890,10.</p>",
    );
  });
});

describe("Dados do negócio: interest and Pix discount (app/lib/instalments.ts)", () => {
  it("a fresh install has not said the interest, and the checklist asks for it", () => {
    const s = firstBootSettings({}, "2026-11-01");
    expect(s.instalmentRatePct).toBeNull();
    expect(missingFacts(s).map((m) => m.label)).toContain("juros do parcelamento");
    expect(missingFacts({ ...s, instalmentRatePct: 0 }).map((m) => m.label)).not.toContain("juros do parcelamento");
  });

  it("reads the owner's typing: 0 is sem juros, a comma decimal, a % sign; empty is not said", () => {
    const parsed = parseForm({ ...base(), instalmentRate: "1,99", pixDiscount: "5 %" });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.settings).toMatchObject({ instalmentRatePct: 1.99, pixDiscountPct: 5 });
    const free = parseForm({ ...base(), instalmentRate: "0", pixDiscount: "" });
    expect(free.ok && free.settings).toMatchObject({ instalmentRatePct: 0, pixDiscountPct: null });
    const unsaid = parseForm({ ...base(), instalmentRate: "", pixDiscount: "0" });
    expect(unsaid.ok && unsaid.settings).toMatchObject({ instalmentRatePct: null, pixDiscountPct: null });
  });

  it("refuses rates and discounts out of range or not numbers, with a pt-BR message", () => {
    const parsed = parseForm({ ...base(), instalmentRate: "16", pixDiscount: "abc" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.instalmentRate).toMatch(/^Use os juros ao mês, de 0 a 15/);
    expect(parsed.errors.pixDiscount).toMatch(/^Use um desconto de 0 a 50%/);
    const read = storedSettingsSchema.parse({ ...JSON.parse(JSON.stringify(firstBootSettings({}, "2026-11-01"))), instalmentRatePct: undefined });
    expect(read.instalmentRatePct).toBeNull();
  });
});

describe("Dados do negócio: the factory-direct price and the technical visit (decision 0050)", () => {
  const business = firstBootSettings({}, "2026-11-01");

  it("start with the specification's claim made and the visit's fee not said; a row saved before they existed reads the same", () => {
    expect(business.factoryPrice).toBe(true);
    expect(business.visitFee).toBeNull();
    const stored = JSON.parse(JSON.stringify(business)) as Record<string, unknown>;
    delete stored.factoryPrice;
    delete stored.visitFee;
    expect(storedSettingsSchema.parse(stored)).toMatchObject({ factoryPrice: true, visitFee: null });
  });

  it("read the checkbox and the visit's choice, asking for the value of a charged visit", () => {
    const unticked = parseForm({ ...base(), factoryPrice: "" });
    expect(unticked.ok && unticked.settings.factoryPrice).toBe(false);
    expect(changedFields(business, { ...business, factoryPrice: false })).toEqual(["factoryPrice"]);
    expect(fieldLabel("factoryPrice")).toBe("preço direto de fábrica");
    const credited = parseForm({ ...base(), visitFee: "credited", visitFeePrice: "R$ 95,50" });
    expect(credited.ok && credited.settings.visitFee).toEqual({ kind: "credited", priceCents: 9550 });
    const free = parseForm({ ...base(), visitFee: "free", visitFeePrice: "80" });
    expect(free.ok && free.settings.visitFee).toEqual({ kind: "free", priceCents: 0 });
    const missing = parseForm({ ...base(), visitFee: "charged", visitFeePrice: "" });
    expect(!missing.ok && missing.errors.visitFeePrice).toBe("Preencha este campo.");
    const odd = parseForm({ ...base(), visitFee: "talvez" });
    expect(!odd.ok && odd.errors.visitFee).toBe("Escolha uma das opções da visita técnica.");
    expect(toForm({ ...business, visitFee: { kind: "charged", priceCents: 8000 } })).toMatchObject({ visitFee: "charged", visitFeePrice: "80" });
  });

  it("say the claim where the copy holds it, and leave out each sentence, item or title holding it once the owner does not make it", () => {
    const copy = `Vendemos e instalamos. Você paga ${FACTORY_PRICE.phrase}. Garantia de um ano.`;
    expect(fillBusinessSlots(copy, business)).toBe("Vendemos e instalamos. Você paga preço direto de fábrica. Garantia de um ano.");
    expect(fillBusinessSlots(copy, { ...business, factoryPrice: false })).toBe("Vendemos e instalamos. Garantia de um ano.");
    const html = `<ul><li>${FACTORY_PRICE.title}</li><li>Frete grátis</li></ul><p>Você paga ${FACTORY_PRICE.phrase}.</p><p>Fim.</p>`;
    expect(slotFiller(business, escapeHtml)(html)).toBe(
      "<ul><li>Preço direto de fábrica</li><li>Frete grátis</li></ul><p>Você paga preço direto de fábrica.</p><p>Fim.</p>",
    );
    expect(slotFiller({ ...business, factoryPrice: false }, escapeHtml)(html)).toBe("<ul><li>Frete grátis</li></ul><p>Fim.</p>");
    // A question that is the claim goes with its answer.
    const questions = [
      { question: `Como vocês vendem com ${FACTORY_PRICE.phrase}?`, answer: "Compramos direto." },
      { question: "Tem garantia?", answer: "Sim." },
    ];
    expect(questionsSaid(questions, slotFiller({ ...business, factoryPrice: false }))).toEqual([questions[1]]);
    expect(questionsSaid(questions, slotFiller(business))).toEqual(questions);
  });

  it("answer whether the visit is charged as the owner said, and ask the visitor to ask while they have not", () => {
    const answer = (visitFee: typeof business.visitFee) => fillBusinessSlots(`${VISIT_FEE} Depois, o orçamento.`, { ...business, visitFee });
    expect(answer(null)).toBe("Se a visita técnica tem custo, e quanto, pergunte antes de marcar. Depois, o orçamento.");
    expect(answer({ kind: "free", priceCents: 0 })).toBe("A visita técnica não é cobrada. Depois, o orçamento.");
    expect(answer({ kind: "charged", priceCents: 8000 })).toBe("A visita técnica custa R$ 80. Depois, o orçamento.");
    expect(answer({ kind: "credited", priceCents: 8000 })).toBe(
      "A visita técnica custa R$ 80, descontados do valor do serviço quando você aprova o orçamento. Depois, o orçamento.",
    );
  });
});
