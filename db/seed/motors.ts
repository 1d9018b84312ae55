import type { InferInsertModel } from "drizzle-orm";
import type { motors } from "../schema";

/**
 * The 14 PPA models of docs/product.md §4.2, all in "Automatizadores Basculantes".
 * Speed follows the banner tiers (docs/product.md §2): standard 16 s, Speedy 8 s (the Legero
 * line), Jetflex 4 s. Only the models the banner prices carry a price (Home R$ 899,
 * Home Legero R$ 949, Home Jetflex R$ 1.349); the others are "sob consulta". The faster lines'
 * power and duty cycle are left empty: a faster model that takes more weight at the same power
 * is not credible, and the business has not stated them (decision 0029). Every model is for
 * tilting gates (basculantes) only. The owner edits all of it in "Catálogo de motores".
 */
export type MotorSeed = Omit<InferInsertModel<typeof motors>, "id">;

const CATEGORY = "Automatizadores Basculantes";

/**
 * Bumped whenever these figures are corrected: rows the admin never saved take the new values
 * on the next boot (db/seed.ts); a row saved in "Catálogo de motores" is never overwritten.
 */
export const MOTOR_SEED_REVISION = 1;

type Tier = { seconds: number; priceCents: number | null };
const STANDARD: Tier = { seconds: 16, priceCents: 89900 };
const SPEEDY: Tier = { seconds: 8, priceCents: 94900 };
const JETFLEX: Tier = { seconds: 4, priceCents: 134900 };
/** Same speed as a tier whose price the banner does not state for this model: "sob consulta". */
const onRequest = (tier: Tier): Tier => ({ ...tier, priceCents: null });

type ModelInput = {
  name: string;
  tier: Tier;
  /** Empty when the business has not stated it for this model (decision 0029). */
  power: string;
  /** 0 when not known. */
  maxWeightKg: number;
  maxWidthM: string;
  /** 0 when not known. */
  cyclesPerHour: number;
  use: string;
  description: string;
  /** Selling points without figures: the figures live in their own fields. */
  features: string[];
  extraItems?: string[];
};

const BASE_ITEMS = [
  "Motor com redutor e central de comando integrada",
  "2 controles remotos de 433 MHz",
  "Braço de transmissão e suportes de fixação",
  "Chave de destravamento manual",
  "Manual de instalação e certificado de garantia",
];

const models: ModelInput[] = [
  {
    name: "Home",
    tier: STANDARD,
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,0 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "O modelo de entrada da linha basculante PPA: robusto, silencioso e fácil de instalar, ideal para a garagem de casa.",
    features: ["Destravamento manual em caso de falta de energia", "Silencioso e fácil de instalar", "Ideal para a garagem de casa"],
  },
  {
    name: "Home Jetflex",
    tier: JETFLEX,
    power: "",
    maxWeightKg: 300,
    maxWidthM: "3,0 m",
    cyclesPerHour: 0,
    use: "Residencial",
    description: "Versão de alta velocidade do Home: a tecnologia Jetflex abre o portão basculante bem mais rápido, com partida e parada suaves.",
    features: ["Tecnologia Jetflex de alta velocidade", "Rampa de aceleração e desaceleração suave", "Destravamento manual em caso de falta de energia"],
  },
  {
    name: "Home Custom Jetflex",
    tier: onRequest(JETFLEX),
    power: "",
    maxWeightKg: 0,
    maxWidthM: "3,5 m",
    cyclesPerHour: 0,
    use: "Residencial",
    description: "O Jetflex com ajustes personalizados de força e velocidade para portões basculantes sob medida, mais largos ou com acabamento pesado.",
    features: ["Tecnologia Jetflex de alta velocidade", "Força e velocidade ajustáveis na central", "Fixação para portões sob medida"],
  },
  {
    name: "Home Mono",
    tier: onRequest(STANDARD),
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,0 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Motor basculante monofásico da linha Home, pensado para a rede elétrica residencial comum e para quem busca economia.",
    features: ["Motor monofásico de baixo consumo", "Instalação rápida em portões residenciais", "Destravamento manual"],
  },
  {
    name: "Home Legero",
    tier: SPEEDY,
    power: "",
    maxWeightKg: 250,
    maxWidthM: "3,0 m",
    cyclesPerHour: 0,
    use: "Residencial",
    description: "Linha Speedy do Home: leve e rápido, abre o portão basculante na metade do tempo do Home sem perder a suavidade no fechamento.",
    features: ["Faixa de velocidade Speedy", "Corpo compacto e leve", "Fechamento suave"],
  },
  {
    name: "Home Custom Mono",
    tier: onRequest(STANDARD),
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,5 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Versão Custom do Home Mono, com braço e fixações para portões basculantes fora do padrão de medida.",
    features: ["Kit de fixação para portões sob medida", "Motor monofásico", "Destravamento manual"],
  },
  {
    name: "Home Custom Legero",
    tier: onRequest(SPEEDY),
    power: "",
    maxWeightKg: 250,
    maxWidthM: "3,5 m",
    cyclesPerHour: 0,
    use: "Residencial",
    description: "A agilidade do Legero com a flexibilidade da linha Custom, para portões basculantes sob medida.",
    features: ["Faixa de velocidade Speedy", "Fixação para portões sob medida", "Central com ajuste de força"],
  },
  {
    name: "Home Custom SP Mono",
    tier: onRequest(STANDARD),
    power: "1/3 HP",
    maxWeightKg: 280,
    maxWidthM: "3,5 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Modelo Custom com redutor reforçado (SP) para portões basculantes residenciais mais pesados, em motor monofásico.",
    features: ["Redutor reforçado", "Motor monofásico", "Fixação para portões sob medida"],
  },
  {
    name: "Home SP Mono",
    tier: onRequest(STANDARD),
    power: "1/3 HP",
    maxWeightKg: 280,
    maxWidthM: "3,0 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "O Home com redutor reforçado (SP): mais torque para portões basculantes de chapa cheia ou com revestimento.",
    features: ["Mais torque para portões pesados", "Motor monofásico", "Redutor reforçado"],
  },
  {
    name: "Levante",
    tier: onRequest(STANDARD),
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,0 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Motor basculante de braço lateral, indicado quando não há espaço para o motor no centro do portão.",
    features: ["Instalação lateral", "Destravamento manual", "Para garagens sem espaço no centro do portão"],
  },
  {
    name: "Potenza",
    tier: onRequest(STANDARD),
    power: "1/3 HP",
    maxWeightKg: 350,
    maxWidthM: "4,0 m",
    cyclesPerHour: 30,
    use: "Residencial e comercial",
    description: "Motor basculante de alto torque para portões largos e pesados de residências e pequenos comércios.",
    features: ["Alto torque", "Uso residencial e comercial", "Para portões largos"],
  },
  {
    name: "Condominium",
    tier: onRequest(STANDARD),
    power: "1/2 HP",
    maxWeightKg: 400,
    maxWidthM: "4,5 m",
    cyclesPerHour: 50,
    use: "Condomínios (uso intensivo)",
    description: "Feito para o vai e vem de condomínios: motor para uso intensivo, com ventilação reforçada e alta durabilidade.",
    features: ["Uso intensivo", "Ventilação reforçada", "Acompanha kit de fotocélula de segurança"],
    extraItems: ["Kit de fotocélula de segurança"],
  },
  {
    name: "Penta",
    tier: onRequest(STANDARD),
    power: "1/3 HP",
    maxWeightKg: 350,
    maxWidthM: "4,0 m",
    cyclesPerHour: 30,
    use: "Residencial e comercial",
    description: "Linha Penta: motor basculante versátil, com central de comando moderna e excelente relação custo-benefício.",
    features: ["Central de comando moderna", "Boa relação custo-benefício", "Uso residencial e comercial"],
  },
  {
    name: "Penta Jetflex",
    tier: onRequest(JETFLEX),
    power: "",
    maxWeightKg: 0,
    maxWidthM: "4,0 m",
    cyclesPerHour: 0,
    use: "Residencial e comercial",
    description: "O Penta com tecnologia Jetflex: abertura rápida para portões basculantes maiores, com segurança e suavidade.",
    features: ["Tecnologia Jetflex de alta velocidade", "Rampa de aceleração suave", "Uso residencial e comercial"],
  },
];

/**
 * Openings a day each kind of use is rated for, read by the motor selector (docs/architecture.md, "The two tools"). These
 * and the weights and widths above are the catalogue's reference values: the business has not
 * confirmed them model by model yet, so every row is seeded with `factsConfirmed: false` and
 * the selector says "a confirmar na visita técnica".
 */
const CYCLES_PER_DAY: Record<string, number> = {
  Residencial: 40,
  "Residencial e comercial": 150,
  "Condomínios (uso intensivo)": 400,
};

/** "3,5 m" → 350. */
function centimetres(metres: string): number {
  return Math.round(Number(metres.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
}

function slugOf(name: string) {
  return `motor-ppa-${name.toLowerCase().replace(/\s+/g, "-")}`;
}

export const MOTOR_SEED: MotorSeed[] = models.map((m, i) => ({
  position: i + 1,
  name: `Motor PPA ${m.name}`,
  slug: slugOf(m.name),
  category: CATEGORY,
  description: m.description,
  image: `/images/motores/${slugOf(m.name)}.svg`,
  imageWidth: 800,
  imageHeight: 600,
  features: m.features,
  // Only what has no field of its own: the figures are columns (app/lib/motor-facts.ts builds the table).
  specs: [
    ["Frequência", "60 Hz"],
    ["Indicação de uso", m.use],
    ["Controle remoto", "433 MHz, código rolante"],
  ],
  includedItems: [...BASE_ITEMS, ...(m.extraItems ?? [])],
  priceCents: m.tier.priceCents,
  openingSeconds: m.tier.seconds,
  gateTypes: ["basculante"],
  maxWeightKg: m.maxWeightKg,
  maxWidthCm: centimetres(m.maxWidthM),
  cyclesPerDay: CYCLES_PER_DAY[m.use] ?? 0,
  factsConfirmed: false,
  status: "ativo",
  power: m.power,
  voltage: "220 V (127 V sob encomenda)",
  dutyCycle: m.cyclesPerHour > 0 ? `${m.cyclesPerHour} ciclos por hora` : "",
  seedRevision: MOTOR_SEED_REVISION,
}));
