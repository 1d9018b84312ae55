import { BRAND, EXPRESS_MAINTENANCE, formatBRL } from "./business";
import type { CityLanding } from "./city-landing";
import { GUARULHOS_PATH } from "~/lib/paths";

/** /portao-automatico-guarulhos (docs/product.md §4.5): about 100 neighbourhoods served in Guarulhos. */
export const GUARULHOS_LANDING: CityLanding = {
  city: "Guarulhos",
  path: GUARULHOS_PATH,
  title: `Portão Automático em Guarulhos | Motor ${BRAND} com Instalação Grátis`,
  metaDescription: `Instalação, manutenção e conserto de portão automático em Guarulhos com motores ${BRAND}. Manutenção express por ${formatBRL(EXPRESS_MAINTENANCE.priceCents)} e atendimento em mais de 100 bairros.`,
  intro: `Atendemos Guarulhos inteira, da Vila Galvão aos Pimentas, com instalação de motores ${BRAND}, manutenção preventiva e conserto de portões automáticos de casas, condomínios e galpões.`,
  localNote: "Em Guarulhos há muitos sobrados com portão basculante na garagem e condomínios com portões de uso intenso perto da Dutra e da Fernão Dias. Nesses casos indicamos motores mais rápidos, como o Jetflex, e manutenção semestral.",
  neighbourhoods: [
    "Centro", "Vila Galvão", "Macedo", "Gopoúva", "Bonsucesso", "Pimentas", "Cumbica", "Taboão", "Picanço", "Jardim Maia",
    "Vila Augusta", "Cocaia", "São João", "Ponte Grande", "Jardim Santa Mena", "Vila Rosália", "Vila Endres", "Jardim Tranquilidade",
    "Vila Rio de Janeiro", "Jardim Santa Francisca", "Parque Cecap", "Jardim Presidente Dutra", "Jardim Cumbica", "Vila Barros",
    "Vila Moreira", "Jardim Zaira", "Jardim Adriana", "Parque Continental", "Jardim Bela Vista", "Jardim Vila Galvão",
    "Jardim Flor da Montanha", "Vila Progresso", "Jardim São Paulo", "Cidade Jardim Cumbica", "Parque Jurema", "Jardim Angélica",
    "Vila Fátima", "Água Chata", "Cabuçu", "Lavras", "Capelinha", "Jardim Álamo", "Jardim Fortaleza", "Jardim Bananal",
    "Jardim Nova Cumbica", "Jardim Ottawa", "Vila Carmela", "Jardim São João", "Jardim Acácio", "Parque Santo Antônio",
    "Vila Flórida", "Jardim Paraíso", "Jardim Bom Clima", "Vila São Rafael", "Jardim Palmira", "Jardim Santa Clara",
    "Vila Leonor", "Jardim Pinhal", "Jardim Normandia", "Vila Nova Bonsucesso", "Jardim São Domingos", "Jardim Santo Afonso",
    "Vila Camargos", "Parque Primavera", "Jardim Testae", "Vila Any", "Jardim Arapongas", "Jardim Ponte Alta", "Parque Uirapuru",
    "Jardim Itapoan", "Vila Sorocabana", "Jardim Rosa de França", "Vila Hulda", "Jardim Munhoz", "Vila Alzira", "Jardim Lenize",
    "Vila Tijuco", "Jardim Novo Portugal", "Jardim Odete", "Jardim Triunfo", "Jardim Marilena", "Parque Alvorada", "Jardim Iporanga",
    "Jardim Aliança", "Vila Milton", "Parque Renato Maia", "Vila Bremen", "Bosque Maia", "Jardim São Ricardo", "Parque Jandaia",
    "Jardim Toscana", "Jardim Dona Luíza", "Jardim Monte Carmelo", "Jardim Divinolândia", "Jardim Albertina", "Parque São Miguel",
    "Cidade Seródio", "Cidade Soberana", "Jardim Nova Carolina", "Parque Mikail", "Jardim Aracília", "Água Azul",
  ],
  faq: [
    {
      question: "Vocês atendem todos os bairros de Guarulhos?",
      answer: "Sim, atendemos toda a cidade, do Centro aos bairros mais afastados como Cabuçu, Água Azul e Pimentas. O agendamento é feito pelo WhatsApp ou telefone.",
    },
    {
      question: "A instalação em Guarulhos também é grátis?",
      answer: `Sim. Guarulhos está na lista de cidades com entrega e instalação grátis na compra do motor ${BRAND}.`,
    },
    {
      question: "Como funciona a manutenção express em Guarulhos?",
      answer: `É uma revisão completa do portão automático por ${formatBRL(EXPRESS_MAINTENANCE.priceCents)}: limpeza, lubrificação, regulagens e testes de segurança, válida no período da promoção indicado nesta página.`,
    },
    {
      question: "Vocês fazem manutenção em condomínios de Guarulhos?",
      answer: "Sim, fazemos manutenção preventiva semestral em condomínios, com relatório do estado do motor, da central e dos acessórios de segurança.",
    },
    {
      question: "Em quanto tempo um técnico chega em Guarulhos?",
      answer: "Depende do bairro e da agenda do dia. Informe o endereço pelo WhatsApp e combinamos o primeiro horário disponível dentro do horário de atendimento.",
    },
  ],
};
