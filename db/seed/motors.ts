import type { InferInsertModel } from "drizzle-orm";
import type { motors } from "../schema";

/**
 * The 14 PPA models of docs/product.md §4.2, all in "Automatizadores Basculantes".
 * Speed and price follow the banner tiers (docs/product.md §2): standard 16 s R$ 899,
 * Speedy 8 s R$ 949 (the Legero line), Jetflex 4 s R$ 1.349. Power runs from 1/4 HP
 * (Home) to 1/2 HP; maximum gate weight 250 kg for Home and 300 kg for Jetflex.
 * Manual and spec-sheet URLs stay empty until the operator configures them.
 */
export type MotorSeed = Omit<InferInsertModel<typeof motors>, "id">;

const CATEGORY = "Automatizadores Basculantes";

type Tier = { seconds: number; priceCents: number };
const STANDARD: Tier = { seconds: 16, priceCents: 89900 };
const SPEEDY: Tier = { seconds: 8, priceCents: 94900 };
const JETFLEX: Tier = { seconds: 4, priceCents: 134900 };

type ModelInput = {
  name: string;
  tier: Tier;
  power: string;
  maxWeightKg: number;
  maxWidthM: string;
  cyclesPerHour: number;
  use: string;
  description: string;
  features: [string, string, string];
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
    features: ["Abertura em 16 segundos", "Para portões de até 250 kg", "Destravamento manual em caso de falta de energia"],
  },
  {
    name: "Home Jetflex",
    tier: JETFLEX,
    power: "1/4 HP",
    maxWeightKg: 300,
    maxWidthM: "3,0 m",
    cyclesPerHour: 30,
    use: "Residencial",
    description: "Versão de alta velocidade do Home: a tecnologia Jetflex abre o portão basculante em apenas 4 segundos, com partida e parada suaves.",
    features: ["Abertura em 4 segundos", "Para portões de até 300 kg", "Rampa de aceleração e desaceleração suave"],
  },
  {
    name: "Home Custom Jetflex",
    tier: JETFLEX,
    power: "1/4 HP",
    maxWeightKg: 300,
    maxWidthM: "3,5 m",
    cyclesPerHour: 30,
    use: "Residencial",
    description: "O Jetflex com ajustes personalizados de força e velocidade para portões basculantes sob medida, mais largos ou com acabamento pesado.",
    features: ["Abertura em 4 segundos", "Força e velocidade ajustáveis na central", "Para portões sob medida de até 300 kg"],
  },
  {
    name: "Home Mono",
    tier: STANDARD,
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,0 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Motor basculante monofásico da linha Home, pensado para a rede elétrica residencial comum e para quem busca economia.",
    features: ["Motor monofásico de baixo consumo", "Abertura em 16 segundos", "Instalação rápida em portões residenciais"],
  },
  {
    name: "Home Legero",
    tier: SPEEDY,
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,0 m",
    cyclesPerHour: 25,
    use: "Residencial",
    description: "Linha Speedy do Home: leve e rápido, abre o portão basculante em 8 segundos sem perder a suavidade no fechamento.",
    features: ["Abertura em 8 segundos (Speedy)", "Corpo compacto e leve", "Para portões de até 250 kg"],
  },
  {
    name: "Home Custom Mono",
    tier: STANDARD,
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,5 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Versão Custom do Home Mono, com braço e fixações para portões basculantes fora do padrão de medida.",
    features: ["Kit de fixação para portões sob medida", "Motor monofásico", "Abertura em 16 segundos"],
  },
  {
    name: "Home Custom Legero",
    tier: SPEEDY,
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,5 m",
    cyclesPerHour: 25,
    use: "Residencial",
    description: "A agilidade do Legero com a flexibilidade da linha Custom: 8 segundos de abertura em portões basculantes sob medida.",
    features: ["Abertura em 8 segundos (Speedy)", "Fixação para portões sob medida", "Central com ajuste de força"],
  },
  {
    name: "Home Custom SP Mono",
    tier: STANDARD,
    power: "1/3 HP",
    maxWeightKg: 280,
    maxWidthM: "3,5 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Modelo Custom com redutor reforçado (SP) para portões basculantes residenciais mais pesados, em motor monofásico.",
    features: ["Redutor reforçado", "Para portões de até 280 kg", "Fixação para portões sob medida"],
  },
  {
    name: "Home SP Mono",
    tier: STANDARD,
    power: "1/3 HP",
    maxWeightKg: 280,
    maxWidthM: "3,0 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "O Home com redutor reforçado (SP): mais torque para portões basculantes de chapa cheia ou com revestimento.",
    features: ["Mais torque para portões pesados", "Motor monofásico", "Abertura em 16 segundos"],
  },
  {
    name: "Levante",
    tier: STANDARD,
    power: "1/4 HP",
    maxWeightKg: 250,
    maxWidthM: "3,0 m",
    cyclesPerHour: 20,
    use: "Residencial",
    description: "Motor basculante de braço lateral, indicado quando não há espaço para o motor no centro do portão.",
    features: ["Instalação lateral", "Abertura em 16 segundos", "Destravamento manual"],
  },
  {
    name: "Potenza",
    tier: STANDARD,
    power: "1/3 HP",
    maxWeightKg: 350,
    maxWidthM: "4,0 m",
    cyclesPerHour: 30,
    use: "Residencial e comercial",
    description: "Motor basculante de alto torque para portões largos e pesados de residências e pequenos comércios.",
    features: ["Para portões de até 350 kg", "Alto torque", "Uso residencial e comercial"],
  },
  {
    name: "Condominium",
    tier: STANDARD,
    power: "1/2 HP",
    maxWeightKg: 400,
    maxWidthM: "4,5 m",
    cyclesPerHour: 50,
    use: "Condomínios (uso intensivo)",
    description: "Feito para o vai e vem de condomínios: motor de 1/2 HP para uso intensivo, com ventilação reforçada e alta durabilidade.",
    features: ["Uso intensivo: até 50 ciclos por hora", "Motor de 1/2 HP", "Para portões de até 400 kg"],
    extraItems: ["Kit de fotocélula de segurança"],
  },
  {
    name: "Penta",
    tier: STANDARD,
    power: "1/3 HP",
    maxWeightKg: 350,
    maxWidthM: "4,0 m",
    cyclesPerHour: 30,
    use: "Residencial e comercial",
    description: "Linha Penta: motor basculante versátil, com central de comando moderna e excelente relação custo-benefício.",
    features: ["Central de comando moderna", "Para portões de até 350 kg", "Abertura em 16 segundos"],
  },
  {
    name: "Penta Jetflex",
    tier: JETFLEX,
    power: "1/3 HP",
    maxWeightKg: 350,
    maxWidthM: "4,0 m",
    cyclesPerHour: 40,
    use: "Residencial e comercial",
    description: "O Penta com tecnologia Jetflex: abertura em 4 segundos para portões basculantes maiores, com segurança e suavidade.",
    features: ["Abertura em 4 segundos", "Para portões de até 350 kg", "Rampa de aceleração suave"],
  },
];

/**
 * Openings a day each kind of use is rated for, read by the motor selector (issue #16). These
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
  specs: [
    ["Tensão", "220 V (127 V sob encomenda)"],
    ["Frequência", "60 Hz"],
    ["Potência", m.power],
    ["Tempo de abertura", `${m.tier.seconds} segundos`],
    ["Peso máximo do portão", `${m.maxWeightKg} kg`],
    ["Largura máxima do portão", m.maxWidthM],
    ["Ciclos por hora", String(m.cyclesPerHour)],
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
}));
