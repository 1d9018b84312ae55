import { BRAND, EXPRESS_MAINTENANCE, formatBRL } from "./business";
import type { CityLanding } from "./city-landing";
import { OSASCO_PATH } from "~/lib/paths";

/** /portao-automatico-osasco (docs/product.md §4.5): about 50 neighbourhoods served in Osasco. */
export const OSASCO_LANDING: CityLanding = {
  city: "Osasco",
  path: OSASCO_PATH,
  title: `Portão Automático em Osasco | Instalação e Manutenção ${BRAND}`,
  metaDescription: `Motor de portão ${BRAND} com instalação grátis em Osasco, manutenção express por ${formatBRL(EXPRESS_MAINTENANCE.priceCents)} e conserto em todos os bairros, do Centro ao Jardim Veloso.`,
  intro: `Em Osasco instalamos motores ${BRAND}, fazemos manutenção preventiva e consertamos portões automáticos em casas, prédios e comércios, com técnicos que conhecem a cidade.`,
  localNote: "Muitas ruas de Osasco são em ladeira, o que exige portões bem regulados: um portão basculante desbalanceado em rampa força o motor e desgasta a engrenagem. Na instalação conferimos contrapeso, molas e fim de curso.",
  neighbourhoods: [
    "Centro", "Vila Yara", "Jardim das Flores", "Presidente Altino", "Km 18", "Rochdale", "Bela Vista", "Jardim Veloso",
    "Munhoz Júnior", "Quitaúna", "Novo Osasco", "Bonfim", "Piratininga", "Vila Campesina", "Jaguaribe", "Cipava",
    "Ayrosa", "Baronesa", "Bussocaba", "City Bussocaba", "Conceição", "Continental", "Helena Maria", "IAPI",
    "Jardim D'Abril", "Jardim Roberto", "Bandeiras", "Aliança", "Metalúrgicos", "Mutinga", "Padroeira", "Paiva Ramos",
    "Pestana", "Portal D'Oeste", "Remédios", "Santa Fé", "Santa Maria", "Santo Antônio", "São Pedro", "Três Montanhas",
    "Umuarama", "Vila Menck", "Vila Militar", "Vila Osasco", "Vila Yolanda", "Jardim Agu", "Jardim Santo Antônio",
    "Jardim Platina", "Jardim Elvira", "Jardim Cipava",
  ],
  faq: [
    {
      question: "Vocês atendem todos os bairros de Osasco?",
      answer: "Sim, atendemos todos os bairros, da zona norte (Rochdale, Mutinga, Portal D'Oeste) à zona sul (Jardim das Flores, Bonfim, Jardim Veloso).",
    },
    {
      question: "A instalação do motor em Osasco é grátis?",
      answer: `Sim. Osasco faz parte da região com entrega e instalação grátis na compra do motor ${BRAND}.`,
    },
    {
      question: "O que está incluído na manutenção express em Osasco?",
      answer: `Por ${formatBRL(EXPRESS_MAINTENANCE.priceCents)} fazemos limpeza, lubrificação, regulagem de fim de curso e força e teste dos itens de segurança, dentro do período da promoção indicado nesta página.`,
    },
    {
      question: "Meu portão fica em rua inclinada. Isso muda alguma coisa?",
      answer: "Muda a regulagem: em rampa, o portão precisa estar bem balanceado e o motor com força adequada. Avaliamos no local e indicamos o modelo e os ajustes certos.",
    },
    {
      question: "Vocês consertam motores de portão de outras marcas em Osasco?",
      answer: `Avaliamos e informamos se o conserto compensa. Quando não compensa, a troca por um motor ${BRAND} tem instalação grátis.`,
    },
  ],
};
