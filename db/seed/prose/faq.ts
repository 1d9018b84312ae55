import type { FaqCategory } from "../../../app/lib/faq-questions";
import { BUSINESS_SLOTS } from "../../../app/lib/business-slots";
import { BRAND, FACTORY_PRICE, FACTS, KIT_OFFER, PRICES, VISIT_FEE, WARRANTY, formatPriceRange } from "../../../app/content/business";

/**
 * The FAQ's starting text (docs/product.md §4.4: about 50 questions in six themes), seeded into
 * "Páginas do site" (db/seed/page-texts/faq.ts, decision 0043): the page's title, description,
 * heading and lead, and its questions with their themes and order. The site reads the stored row;
 * this module is read by the seed only. Figures are slots of "Dados do negócio", filled when the
 * page is served.
 */
export const FAQ_PAGE = {
  title: `Dúvidas Frequentes sobre Motor de Portão ${BRAND} | Instalação, Garantia e Preços`,
  // No count of questions: the owner adds and removes them, and a number here would go stale.
  description: `Respostas às dúvidas mais comuns sobre motor de portão automático ${BRAND}: instalação, garantia, manutenção, pagamento, modelos e problemas do dia a dia.`,
  heading: "Dúvidas Frequentes",
  lead: `Tudo o que nossos clientes mais perguntam sobre motores ${BRAND}, instalação, garantia e manutenção. Toque em uma pergunta para ver a resposta.`,
};

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: "instalacao",
    title: "Instalação",
    items: [
      {
        question: "A instalação do motor é mesmo grátis?",
        answer: `Sim. Na compra do motor ${BRAND} com a gente, a entrega e a instalação são gratuitas nas ${BUSINESS_SLOTS.cityCount} cidades atendidas de São Paulo e região. O que vem no kit está na lista de cada modelo, no catálogo. Reparo no portão antes de receber o motor (solda, roldanas, trilho ou contrapeso), o ponto de energia, quando ainda não existe, e acessórios fora do kit são vistos na visita e entram no orçamento antes de qualquer serviço.`,
      },
      {
        question: "Quanto tempo leva para instalar um motor de portão?",
        answer: `Em geral de ${FACTS.installHours}. Portões que precisam de ajustes na estrutura ou instalações com fotocélula e acessórios extras podem levar um pouco mais.`,
      },
      {
        question: "Preciso preparar alguma coisa antes da instalação?",
        answer:
          "Deixe o portão livre de veículos e objetos. O motor precisa de um ponto de energia perto dele, de preferência com disjuntor próprio: se o ponto que existe serve, ou o que é preciso fazer e quanto custa, é confirmado na visita, antes da instalação.",
      },
      {
        question: "Vocês instalam em qualquer tipo de portão?",
        // Which gates the business works on is the owner's text, shown once on the service page ("Para quais portões").
        answer:
          "Os tipos de portão em que instalamos, fazemos manutenção e conserto estão no quadro “Para quais portões” da página Instalação e Manutenção; o tipo de portão de cada motor está no catálogo. Antes de qualquer orçamento, o técnico confere o peso, o tamanho e o estado do portão.",
      },
      {
        question: "O portão precisa estar em bom estado para receber o motor?",
        answer:
          "Sim. O motor movimenta o portão, mas não corrige defeitos de estrutura. Portão empenado, roldanas gastas, trilho torto ou contrapeso desregulado forçam o motor e reduzem a vida útil dele. Nesses casos fazemos o reparo antes da automatização.",
      },
      {
        question: "Quais cidades vocês atendem?",
        answer:
          // The list itself, with a search box, is on the home page only (docs/content-quality.md: said once).
          `Atendemos ${BUSINESS_SLOTS.cityCount} cidades de São Paulo e região. A lista das cidades, com busca pelo nome, está na página inicial do site.`,
      },
      {
        question: "Quantos controles remotos vêm com o motor?",
        // The kit's contents are listed once, on the catalogue ("O que todos os modelos têm em comum").
        answer:
          "Dois, conforme a lista do kit no catálogo de motores. Controles adicionais podem ser comprados e programados pelo técnico no dia da instalação.",
      },
      {
        question: "Vocês instalam fotocélula e outros acessórios?",
        answer:
          "Sim. Instalamos fotocélula (sensor anti-esmagamento), trava eletromagnética, botoeira, receptor para interfone e controles extras. A fotocélula vem no kit dos modelos que a trazem na lista do catálogo; nos outros, ela e os demais acessórios entram no orçamento. Para condomínios e garagens com crianças ou pets, a fotocélula é fortemente recomendada.",
      },
      {
        question: "Vocês atendem condomínios e empresas?",
        answer:
          "Sim. Automatizamos portões de casas, condomínios, comércios e galpões, e fazemos contratos de manutenção preventiva para condomínios, com visitas semestrais.",
      },
      {
        question: "Qual o horário de atendimento para instalação?",
        answer: `Atendemos de ${BUSINESS_SLOTS.hours}. Quando um feriado ou uma data especial tem horário diferente, ele aparece no rodapé do site.`,
      },
    ],
  },
  {
    id: "garantia",
    title: "Garantia",
    items: [
      {
        question: "Qual é a garantia do motor?",
        // What it covers and does not cover is in the warranty terms (/garantia) and the next questions.
        answer: `${WARRANTY.factoryMonths} meses de fábrica no motor e na central, que passam a ${WARRANTY.extendedMonths} quando a instalação é nossa. O que cobre e o que não cobre está nos Termos de Garantia, no rodapé do site.`,
      },
      {
        question: "A instalação também tem garantia?",
        answer: `Sim, o serviço de instalação tem garantia de ${WARRANTY.serviceMonths} meses. Se algo feito pela nossa equipe apresentar problema nesse período, voltamos sem custo.`,
      },
      {
        question: "Peças trocadas em conserto têm garantia?",
        answer: `Sim, peças substituídas em manutenção ou conserto têm garantia de ${WARRANTY.partsMonths} meses.`,
      },
      {
        question: "O que a garantia não cobre?",
        answer:
          "Danos causados por raios e surtos de energia, infiltração de água por falta de vedação, batidas de veículos, mau uso, violação do equipamento ou reparos feitos por terceiros não são cobertos.",
      },
      {
        question: "Como aciono a garantia?",
        // The steps and documents are in the warranty terms (/garantia), stated once there.
        answer:
          "Pelo pedido de visita técnica do site ou pelos contatos do rodapé. O que informar e os documentos pedidos estão nos Termos de Garantia, no rodapé do site.",
      },
      {
        question: "Se outra empresa mexer no motor, perco a garantia?",
        answer:
          "Intervenções de terceiros no motor ou na central durante o período de garantia podem anular a cobertura, porque não temos como saber o que foi alterado. Em caso de problema, fale primeiro com a gente.",
      },
      {
        question: "A garantia vale para condomínios?",
        answer:
          "Vale, com as mesmas condições. Em condomínios, a manutenção preventiva semestral ajuda a manter o equipamento dentro das condições de uso previstas pelo fabricante.",
      },
    ],
  },
  {
    id: "manutencao",
    title: "Manutenção",
    items: [
      {
        question: "De quanto em quanto tempo devo fazer manutenção no portão automático?",
        answer: `Recomendamos ${FACTS.maintenancePerYear.home} manutenção preventiva por ano em residências e ${FACTS.maintenancePerYear.condominium} por ano em condomínios, onde o portão abre e fecha muitas vezes por dia.`,
      },
      {
        question: "O que é feito na manutenção preventiva?",
        answer:
          "Limpeza e lubrificação de trilhos, roldanas, cremalheira e articulações; regulagem de fim de curso, força e embreagem; aperto de parafusos e suportes; teste da fotocélula e dos controles; verificação da central e da parte elétrica.",
      },
      {
        question: "Quanto custa a manutenção ou o conserto do portão?",
        answer: `O orçamento de conserto costuma ir de ${formatPriceRange(PRICES.repair)}, conforme o defeito e as peças.`,
      },
      {
        question: "Posso lubrificar o portão sozinho?",
        answer:
          "Pode limpar o trilho e lubrificar roldanas e dobradiças com graxa ou óleo próprio. Não use óleo de cozinha nem excesso de graxa, que junta poeira. Não abra a central nem o motor: ajustes internos devem ser feitos por técnico.",
      },
      {
        question: "Quanto tempo dura um motor de portão?",
        answer:
          "Com manutenção em dia e o modelo adequado ao peso do portão, um motor residencial dura muitos anos. Motores subdimensionados ou portões pesados e desregulados desgastam engrenagens e queimam a central bem antes.",
      },
      {
        question: "Vale a pena consertar ou é melhor trocar o motor?",
        answer: `Quando o defeito é na placa, no capacitor, no fim de curso ou nas engrenagens, o conserto costuma compensar. Se o motor é antigo, sem peças ou subdimensionado, a troca sai mais em conta no longo prazo: de ${formatPriceRange(PRICES.replacementResidential)} em residências e de ${formatPriceRange(PRICES.replacementHeavy)} em portões de uso pesado.`,
      },
      {
        question: "Vocês fazem manutenção em motores de outras marcas?",
        answer:
          "Avaliamos motores de outras marcas e informamos se o conserto compensa. Trabalhamos com peças originais da linha PPA; para outras marcas, a disponibilidade de peças é confirmada no orçamento.",
      },
      {
        question: "Chuva pode estragar o motor do portão?",
        answer:
          "O motor é feito para ficar ao tempo, mas água parada, tampa mal vedada e formigueiros dentro da central causam curto. Mantenha a tampa fechada, o ralo do portão limpo e o motor longe de poças.",
      },
    ],
  },
  {
    id: "pagamento",
    title: "Pagamento e preços",
    items: [
      {
        question: "Posso parcelar a compra?",
        answer: `Sim: o kit com instalação sai ${KIT_OFFER}, e a página de cada motor traz o preço à vista, o valor de cada parcela e o total do seu modelo. As formas de pagamento disponíveis são confirmadas no orçamento.`,
      },
      {
        question: "Quanto custa o motor com instalação?",
        answer: `O kit com instalação custa de ${formatPriceRange(PRICES.installKit)}, conforme o modelo. O preço de cada modelo está no catálogo de motores; alguns são sob consulta.`,
      },
      {
        // The question holds the owner's claim: without it the question goes with its answer (decision 0050).
        question: `Como vocês vendem com ${FACTORY_PRICE.phrase}?`,
        answer: `Trabalhamos só com a marca ${BRAND} e compramos direto, sem intermediários. Essa economia vai para o preço final, com entrega e instalação incluídas.`,
      },
      {
        question: "O orçamento é gratuito?",
        answer: `Sim: com fotos e as medidas do portão, já conseguimos indicar o modelo e o valor. Quando é preciso ver o portão, agendamos uma visita técnica. ${VISIT_FEE}`,
      },
      {
        question: "Existe alguma taxa de deslocamento?",
        answer: `Na compra do motor com instalação, a entrega e a instalação são gratuitas nas cidades atendidas. Um conserto começa por uma visita técnica ao portão. ${VISIT_FEE}`,
      },
      {
        question: "Vocês emitem nota fiscal?",
        answer: "Sim, o motor vai com nota fiscal e certificado de garantia. Guarde os dois documentos: eles são necessários para acionar a garantia.",
      },
      {
        question: "Tem desconto para condomínio ou para mais de um portão?",
        answer:
          "Sim, para condomínios e para quem automatiza mais de um portão fazemos condições especiais. Peça o orçamento informando quantos portões e os tamanhos.",
      },
    ],
  },
  {
    id: "modelos",
    title: "Modelos de motor",
    items: [
      {
        question: "Qual a diferença entre os modelos Home, Legero e Jetflex?",
        answer:
          "A velocidade de abertura: o Home tem a padrão da linha, o Legero, da faixa Speedy, abre mais rápido, e o Jetflex é o mais rápido dos três. O tempo de cada um está na página do modelo.",
      },
      {
        question: "Qual motor é indicado para o meu portão?",
        answer:
          "Depende do tipo, do peso e da largura do portão e de quantas vezes ele abre por dia. Todos os modelos que vendemos são para portão basculante; o peso máximo de cada um está na página do modelo quando o catálogo o informa (nos outros, o técnico o confirma na visita), e a página “Qual motor para o meu portão?” compara os modelos com as medidas do seu portão.",
      },
      {
        question: "Qual a potência dos motores?",
        answer: `Varia com o modelo: os de entrada são os menos potentes e o Condominium, feito para uso intensivo, o mais forte. A potência de cada modelo, quando informada pelo fabricante, está na página dele.`,
      },
      {
        question: "O motor funciona em 127 V?",
        answer: "Os modelos de linha são 220 V, 60 Hz. Versões em 127 V podem ser pedidas sob encomenda; informe a tensão da sua casa no orçamento.",
      },
      {
        question: "Vocês têm motor para portão deslizante, pivotante ou de abrir?",
        // The owner's "Tipos de portão" in "Dados do negócio", the one place that says which gates the business sells motors for.
        answer: BUSINESS_SLOTS.gateServices,
      },
      {
        question: "O que significa 'Mono' e 'Custom' no nome do modelo?",
        answer:
          "'Mono' indica motor monofásico, ligado à energia da casa sem instalação especial. 'Custom' indica braço e suportes para vãos fora da medida padrão, e 'SP', o redutor reforçado, para folhas pesadas.",
      },
      {
        question: "Qual motor é o melhor para condomínio?",
        answer: "O PPA Condominium: é o modelo de uso intensivo da linha e o único que já traz fotocélula na caixa.",
      },
      {
        question: "Os controles são seguros contra clonagem?",
        answer: "Os controles de 433 MHz da linha PPA usam código rolante (o código muda a cada acionamento), o que dificulta a clonagem por terceiros.",
      },
      {
        question: "Posso usar o controle do motor antigo?",
        answer:
          "Só se ele for compatível com a central nova (mesma frequência e tipo de código). O técnico testa no dia; se não for compatível, os 2 controles do kit já são programados.",
      },
    ],
  },
  {
    id: "problemas",
    title: "Problemas comuns",
    // Brief answers: each problem's checks are said once, on its own guide (docs/content-quality.md).
    items: [
      {
        question: "Meu portão não abre com o controle. O que pode ser?",
        answer:
          "Se a botoeira ou outro controle abre o portão, o defeito está no controle (a bateria, primeiro); se nada abre, pode ser energia, a central ou o receptor. O passo a passo está no guia “Portão não abre”.",
      },
      {
        question: "O portão abre e fecha sozinho. É perigoso?",
        answer:
          "É, porque ele se move sem ninguém olhando: enquanto o técnico não vem, deixe o motor sem energia; se precisar mover o portão, destrave, mova a folha com as mãos e trave de novo, porque solto o portão fica livre para qualquer pessoa empurrar. As causas e o que conferir estão no guia “Portão abre e fecha sozinho”.",
      },
      {
        question: "O motor faz barulho, mas o portão não se mexe.",
        answer:
          "Pare de acionar: o motor esquenta e pode queimar. As causas mais comuns (capacitor, engrenagem, portão preso) estão no guia “Motor de portão zumbindo e não abre”.",
      },
      {
        question: "Como abrir o portão quando falta energia?",
        answer:
          "Com a chave de destravamento que vem com o motor: ela solta o portão para abrir na mão. Como destravar e travar de novo está no guia “Como abrir portão automático sem energia”.",
      },
      {
        question: "O portão para no meio do caminho e volta.",
        answer:
          "Na maioria das vezes é a fotocélula (lente suja, desalinhada ou algo no caminho) ou atrito no trilho. O que conferir antes de chamar o técnico está no guia “Portão fecha e volta”.",
      },
      {
        question: "O motor queimou depois de uma tempestade. Tem conserto?",
        answer:
          "Muitas vezes tem: o surto costuma queimar a placa da central, e trocar só a placa resolve. O que checar está no guia “Motor de portão queimou com raio”; como proteger o portão da próxima tempestade, nos cuidados da página Instalação e Manutenção.",
      },
      {
        question: "O controle só funciona muito perto do portão.",
        answer:
          "Troque a bateria do controle primeiro; se não melhorar, o técnico verifica a antena e o receptor. As outras causas estão no guia “Controle do portão com alcance curto”.",
      },
      {
        question: "Perdi a chave de destravamento. E agora?",
        answer:
          "Não force o portão com o motor travado e peça uma chave nova informando o modelo do motor. O que fazer enquanto ela não chega está no guia “Chave de destravamento do portão perdida”.",
      },
      {
        question: "O portão está lento ou sem força.",
        answer:
          "Uma manutenção (lubrificação, roldanas, regulagem) resolve a maioria dos casos; se o portão ficou mais pesado, pode ser preciso um motor mais forte. As causas estão no guia “Portão automático lento”.",
      },
    ],
  },
];
