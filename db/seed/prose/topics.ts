import { slugify } from "../../../app/lib/slug";
import { ol, p, section, ul, type ContentSection } from "../../../app/content/blocks";
import { FACTS, PRICES, WARRANTY, formatPriceRange } from "../../../app/content/business";

/**
 * The starting text of the built-in topics (app/lib/topic-table.ts), seeded into "Páginas do site"
 * (db/seed/page-texts.ts, decision 0043): title, description, opening paragraph and sections. The
 * site reads the stored rows; this module is read by the seed only. Figures are slots of "Dados do
 * negócio", filled when a page is served.
 */
export type TopicEntry = {
  title: string;
  description: string;
  intro: string;
  sections: ContentSection[];
};

const kit = formatPriceRange(PRICES.installKit);
const repair = formatPriceRange(PRICES.repair);
const hours = FACTS.installHours;
const homeVisits = FACTS.maintenancePerYear.home;
const condoVisits = FACTS.maintenancePerYear.condominium;

const ELECTRICAL = [
  "Circuito exclusivo para o portão, com disjuntor próprio no quadro.",
  "Aterramento e, de preferência, protetor contra surtos (DPS), que evita placa queimada em temporais.",
  "Tubulação da caixa de força até o motor; fio solto na parede oxida e é a causa de muitas falhas.",
];

const SAFETY = [
  "Fotocélula (sensor infravermelho) na passagem do carro, que faz o portão voltar se algo cruzar o feixe.",
  "Regulagem de força na central, para o portão parar ou inverter ao encontrar um obstáculo.",
  "Chave de destravamento acessível, para abrir o portão manualmente quando falta energia.",
];

const TOPICS: TopicEntry[] = [
  // Instalação
  {
    title: "Instalação de Motor de Portão",
    description: "Como é feita a instalação de motor de portão: avaliação do portão, parte elétrica, fixação, regulagem e testes, e o que cada etapa evita.",
    intro: `Instalar um motor de portão leva de ${hours}, mas o resultado depende do que vem antes: um portão alinhado, que corre leve com a mão, e uma instalação elétrica própria. Motor bom em portão pesado ou torto dura pouco.`,
    sections: [
      section(
        "Etapas da instalação",
        ol([
          "Avaliação do portão: prumo, peso aproximado, estado das roldanas, guias, dobradiças e contrapeso.",
          "Escolha do motor pelo tipo de portão (basculante, deslizante, pivotante ou de abrir), pelo peso e pelo número de aberturas por dia.",
          "Preparação elétrica: ponto de energia com disjuntor próprio e tubulação até o motor.",
          "Fixação do motor e do braço ou da cremalheira, com o portão travado na posição correta.",
          "Regulagem do fim de curso, da força e da velocidade na central de comando.",
          "Instalação e teste da fotocélula, cadastro dos controles remotos e demonstração da chave de destravamento.",
        ]),
      ),
      section("O que o ponto elétrico precisa ter", ul(ELECTRICAL)),
      section(
        "Quanto custa",
        p(
          `Motor e instalação: ${kit}, conforme o modelo. A garantia é de ${WARRANTY.factoryMonths} meses de fábrica, estendida para ${WARRANTY.extendedMonths} meses quando a instalação é feita pela nossa equipe.`,
        ),
      ),
    ],
  },
  {
    title: "Instalação de Portão Automático",
    description: "Tudo o que envolve automatizar um portão: escolha do motor, segurança, acessórios e instalação elétrica, com dicas para não errar na compra.",
    intro:
      "Automatizar um portão é juntar quatro peças que precisam conversar: o portão em si, o motor, a central de comando e os acessórios de comando e segurança. A maior parte dos problemas de portão automático nasce de uma dessas peças escolhida sem olhar para as outras.",
    sections: [
      section(
        "Antes de comprar o motor",
        ul([
          "Meça largura e altura do portão e descubra o peso aproximado (chapa cheia pesa bem mais que grade).",
          "Empurre o portão com a mão: ele deve correr ou subir sem trancos. Se emperra, o portão precisa de reparo antes de receber o motor.",
          "Conte quantas vezes ele abre por dia. Uma casa abre 10 a 20 vezes; um prédio, centenas.",
          "Veja onde chega a energia: o ideal é um circuito só do portão, com disjuntor no quadro.",
        ]),
      ),
      section("Itens de segurança que não podem faltar", ul(SAFETY)),
      section(
        "Acessórios que valem a pena",
        ul([
          "Controles remotos de código rolante, que dificultam a cópia por scanner.",
          "Botoeira interna ou integração com o interfone, para abrir sem controle.",
        ]),
      ),
    ],
  },
  {
    title: "Instalação de Motor para Portão Deslizante",
    description: "Instalação de motor para portão deslizante (de correr): base do motor, cremalheira, fim de curso, trilho e roldanas. Veja o passo a passo.",
    intro:
      "No portão deslizante o motor fica no chão, ao lado da folha, e move o portão por um pinhão que engrena numa cremalheira presa à folha. A instalação é simples quando o trilho está nivelado e as roldanas giram livres.",
    sections: [
      section(
        "Passo a passo",
        ol([
          "Conferir o trilho: reto, nivelado e sem pontos amassados; roldanas sem folga.",
          "Fazer a base do motor (chumbada ou parafusada) na altura certa para o pinhão alcançar a cremalheira.",
          "Fixar a cremalheira na folha, em segmentos alinhados, deixando uma pequena folga com o pinhão para não forçar o redutor.",
          "Posicionar os ímãs ou batentes de fim de curso nas posições de aberto e fechado.",
          "Regular força e desaceleração na central e instalar a fotocélula na passagem.",
        ]),
      ),
      section(
        "Erros comuns",
        ul([
          "Cremalheira encostada no pinhão: o motor força, aquece e gasta a engrenagem em meses.",
          "Motor sem base elevada em local que alaga: a água chega à placa na primeira chuva forte.",
          "Portão sem batente mecânico no fim do trilho: se o fim de curso falhar, a folha sai do trilho.",
        ]),
      ),
    ],
  },
  {
    title: "Instalação de Motor para Portão Basculante",
    description:
      "Como instalar motor em portão basculante: teste de equilíbrio, motor no centro ou na lateral, braço de transmissão, fim de curso e fotocélula.",
    intro:
      "O basculante é o portão de garagem mais comum em casas de São Paulo: sobe inteiro, girando em braços laterais. Para o motor durar, o portão precisa estar equilibrado: solto no meio do curso, ele deve ficar parado.",
    sections: [
      section(
        "Como é a instalação",
        ol([
          "Teste de equilíbrio: com o portão destravado, ele não pode cair nem subir sozinho no meio do curso. Se cair, o contrapeso ou as molas são ajustados antes.",
          "Fixação do motor no centro da folha ou na lateral (modelos de instalação lateral, como o PPA Levante, quando não há espaço no centro).",
          "Montagem do braço de transmissão e dos suportes, com o portão na posição fechada.",
          "Regulagem do fim de curso de abertura e fechamento e da força na central.",
          "Fotocélula na altura do para-choque e teste de inversão com obstáculo.",
        ]),
      ),
      section(
        "Cuidados na fixação",
        ul([
          "Folha de chapa fina recebe um perfil de reforço onde o suporte do motor é parafusado; sem ele, a chapa trinca em volta dos parafusos com o esforço repetido.",
          "Onde a garagem é a única entrada da casa, a chave de destravamento precisa ser alcançável numa falta de energia, senão ninguém entra.",
        ]),
      ),
    ],
  },
  {
    title: "Instalação de Motor para Portão Pivotante",
    description: "Instalação de motor em portão pivotante: eixo de giro, braço articulado, batentes e cuidados com portões altos e pesados.",
    intro:
      "O portão pivotante gira em torno de um eixo vertical, como uma porta grande. É comum em casas de alto padrão e costuma ser pesado e alto, o que exige motor com torque e fixações reforçadas.",
    sections: [
      section(
        "Pontos que definem a instalação",
        ul([
          "Posição do eixo: quanto mais perto da ponta da folha, mais força o motor precisa fazer.",
          "Espaço interno para o braço articulado trabalhar sem bater em parede, carro ou jardim.",
          "Batentes firmes no chão para aberto e fechado, que poupam o redutor.",
          "Fechadura eletromagnética quando a folha é grande e o vento tende a empurrá-la.",
        ]),
      ),
      section(
        "Segurança",
        p(
          "Portões pivotantes varrem uma área grande ao abrir. Fotocélula dos dois lados e regulagem de força baixa são indispensáveis, principalmente onde há crianças e animais.",
        ),
      ),
    ],
  },
  {
    title: "Instalação de Motor para Portão de Abrir",
    description: "Automatizar portão de abrir (de batente ou de duas folhas): motores por folha, braços articulados, trava e sequência de abertura.",
    intro:
      "Portões de abrir, de uma ou duas folhas, são comuns em chácaras, casas antigas e entradas largas. Cada folha recebe seu próprio motor de braço, e a central controla a sequência para uma folha não bater na outra.",
    sections: [
      section(
        "Como funciona",
        ul([
          "Um motor por folha, fixado no pilar, empurra a folha por um braço articulado.",
          "A central abre primeiro a folha que fica por baixo no fechamento e fecha por último, com um pequeno atraso entre elas.",
          "Uma trava eletromagnética ou fechadura elétrica mantém as folhas fechadas contra o vento.",
        ]),
      ),
      section(
        "Quando o portão de abrir pede cuidado extra",
        ul([
          "Terreno em aclive na área de giro: a folha raspa no chão e o motor força.",
          "Dobradiças gastas: a folha cede e desregula o fim de curso.",
          "Portão longe da casa: cabos mais grossos e antena externa no receptor.",
        ]),
      ),
    ],
  },
  {
    title: "Instalação de Motor de Portão Residencial",
    description: `Motor de portão para casa: qual escolher, quanto custa (${kit} com instalação) e o que verificar antes de automatizar a garagem.`,
    intro:
      "Em casa, o portão abre poucas vezes por dia e o que mais importa é confiabilidade, silêncio e um bom controle remoto. Para a maioria dos portões basculantes residenciais, um modelo de entrada da linha Home resolve com folga.",
    sections: [
      section(
        "Qual motor para a sua casa",
        ul([
          "Portão basculante residencial comum: PPA Home, o modelo de entrada.",
          "Quer mais agilidade na entrada: Home Legero (Speedy) ou Home Jetflex, o mais rápido.",
          "Portão sob medida, mais largo ou revestido: linhas Custom e SP, com fixações e redutor reforçados.",
        ]),
      ),
    ],
  },
  {
    title: "Instalação de Motor de Portão para Condomínio",
    description: "Motor de portão para condomínio: uso intensivo, sinaleira, fotocélula, nobreak, controles por morador e como planejar a obra na área comum.",
    intro:
      "No condomínio o portão da garagem pode abrir centenas de vezes por dia. Motor residencial nesse regime superaquece, desarma e queima. O projeto começa pela conta de ciclos: quantos carros, em que horários e quantos portões.",
    sections: [
      section(
        "O que um portão de condomínio precisa",
        ul([
          "Motor de uso intensivo (na linha PPA, o Condominium, que move portão basculante), escolhido pela conta de ciclos por hora e não só pelo peso da folha.",
          "Nobreak, para a garagem não parar quando a energia cai.",
          "Receptor ou central que cadastra cada controle em separado e apaga um só: com ele, o controle de quem se mudou é bloqueado sem trocar os dos outros moradores. No receptor comum, que só apaga a memória inteira, é preciso zerar e recadastrar todos os controles.",
          "Botoeira na guarita, para o porteiro abrir a visitantes e prestadores de serviço sem usar um controle.",
        ]),
      ),
    ],
  },
  {
    title: "Instalação de Motor de Portão de Garagem",
    description: "Motor para portão de garagem: basculante, deslizante ou articulado. Saiba escolher pelo espaço da garagem, peso do portão e uso diário.",
    intro:
      "O tipo de portão de garagem define o motor. Antes de qualquer orçamento, vale olhar três coisas: quanto espaço há dentro e fora da garagem, quanto o portão pesa e quantas vezes ele abre.",
    sections: [
      section(
        "Qual portão você tem",
        ul([
          "Basculante: sobe inteiro; precisa de espaço de teto para a folha. Motor basculante central ou lateral.",
          "Basculante articulado: dobra ao subir; ocupa menos espaço e precisa de motor próprio para articulado.",
          "Deslizante: corre para o lado; precisa de recuo lateral e trilho nivelado.",
          "De abrir: duas folhas; precisa de área livre de giro.",
        ]),
      ),
    ],
  },

  // Manutenção e Reparo
  {
    title: "Manutenção de Motor de Portão",
    description: `Manutenção de motor de portão: o que é feito na revisão, com que frequência (${homeVisits}x por ano em casa, ${condoVisits}x em condomínio) e sinais de alerta.`,
    intro:
      "A maioria dos motores de portão que chegam queimados não teve defeito de fábrica: trabalhou anos forçando um portão desalinhado ou sem lubrificação. A manutenção custa pouco perto de uma troca de motor.",
    sections: [
      section(
        "O que é feito na revisão",
        ul([
          "Lubrificação de articulações, roldanas e engrenagem com graxa adequada.",
          "Reaperto de suportes, braço, cremalheira e fixações do motor.",
          "Verificação do desgaste da engrenagem (coroa) e do pinhão.",
          "Teste e ajuste de fim de curso, força e embreagem.",
          "Limpeza da central, teste da fotocélula, dos controles e da chave de destravamento.",
        ]),
      ),
      section(
        "Com que frequência",
        p(
          `Em casa, ${homeVisits} revisão por ano; em condomínio e comércio, ${condoVisits} por ano. Portões perto de obras, em ruas de terra ou em regiões úmidas podem precisar de mais.`,
        ),
      ),
      section(
        "Sinais de que está na hora",
        ul(["Barulho novo ou rangido.", "Portão mais lento ou parando no meio.", "Controle com alcance menor.", "Portão batendo forte no fim do curso."]),
      ),
    ],
  },
  {
    title: "Conserto de Motor de Portão",
    description: `Conserto de motor de portão: defeitos mais comuns, o que costuma ser trocado e faixa de preço (${repair}). Saiba quando consertar e quando trocar.`,
    intro:
      "Quase todo defeito de motor de portão tem conserto. O diagnóstico começa separando as partes: o comando chega (controle e receptor)? A central manda energia? O motor gira? O portão acompanha?",
    sections: [
      section(
        "Defeitos mais comuns e o que se troca",
        ul([
          "Portão não obedece o controle: bateria, controle ou receptor.",
          "Motor zumbe e não gira: capacitor de partida.",
          "Motor gira e o portão não anda: engrenagem (coroa) gasta ou cremalheira solta.",
          "Nada funciona depois de temporal: central queimada por surto.",
          "Portão para ou volta sozinho: fim de curso desregulado ou fotocélula suja.",
        ]),
      ),
    ],
  },
  {
    title: "Manutenção Preventiva de Portão Automático",
    description: "Checklist de manutenção preventiva de portão automático: o que você pode fazer em casa e o que deve ficar com o técnico.",
    intro:
      "Manutenção preventiva é o que mantém o portão funcionando no dia em que você mais precisa dele. Parte dela você faz em cinco minutos; o resto é trabalho do técnico uma ou duas vezes por ano.",
    sections: [
      section(
        "O que você pode fazer",
        ul([
          "Varrer o trilho do portão deslizante a cada quinze dias (sem graxa no trilho).",
          "Limpar as lentes da fotocélula com pano seco.",
          "Trocar a bateria do controle quando o alcance diminuir.",
          "Testar a chave de destravamento a cada poucos meses, para não descobrir que ela emperrou no dia da falta de luz.",
        ]),
      ),
      section(
        "O que fica com o técnico",
        ul([
          "Lubrificação interna, verificação da coroa e do capacitor.",
          "Regulagem de força e fim de curso.",
          "Aperto de fixações e correção de alinhamento do portão.",
          "Teste elétrico da central e do aterramento.",
        ]),
      ),
    ],
  },
  {
    title: "Reparo de Portão Automático",
    description: "Reparo de portão automático: folha empenada, roldanas, trilho, molas e contrapeso. Por que o conserto do portão vem antes do motor.",
    intro:
      "Muitas vezes o problema não está no motor, e sim no portão: roldanas gastas, trilho torto, folha empenada ou contrapeso desregulado. Um portão pesado ou desalinhado faz qualquer motor trabalhar no limite.",
    sections: [
      section(
        "Reparos mais comuns",
        ul([
          "Troca de roldanas e rolamentos do portão deslizante.",
          "Correção do trilho amassado ou desnivelado.",
          "Ajuste de contrapeso, molas e cabos de aço do basculante.",
          "Reforço da folha empenada e troca de dobradiças gastas.",
        ]),
      ),
      section(
        "Teste simples",
        p("Destrave o motor e mova o portão com a mão. Se ele não corre leve e uniforme, o reparo do portão é o primeiro passo, antes de mexer no motor."),
      ),
    ],
  },
  {
    title: "Manutenção de Portão Basculante",
    description: "Manutenção de portão basculante automático: equilíbrio, contrapeso, molas, cabos, guias e braço do motor. Sinais de desgaste.",
    intro:
      "O portão basculante gira em braços laterais e depende de contrapeso ou molas para ficar equilibrado. Quando esse equilíbrio se perde, todo o peso da folha recai sobre o motor.",
    sections: [
      section(
        "O que verificar",
        ul([
          "Equilíbrio: destravado, o portão deve ficar parado no meio do curso.",
          "Cabos de aço e correntes do contrapeso sem fios partidos.",
          "Guias laterais limpas e roldanas girando.",
          "Braço do motor e suportes sem folga.",
        ]),
      ),
      section(
        "Quando chamar o técnico",
        p(
          "Se o portão desce sozinho, sobe com tranco ou faz barulho de metal, não force o motor: molas e contrapesos trabalham tensionados e só um técnico deve regulá-los.",
        ),
      ),
    ],
  },
  {
    title: "Manutenção de Portão Deslizante",
    description:
      "Manutenção de portão deslizante: trilho, roldanas, cremalheira, pinhão e fim de curso. O que fazer para o portão de correr não sair do trilho.",
    intro:
      "O portão deslizante tem poucas peças móveis, mas todas trabalham no chão, onde chegam poeira, água e folhas. A maioria dos defeitos começa no trilho.",
    sections: [
      section(
        "Pontos de atenção",
        ul([
          "Trilho limpo e sem amassados; nada de graxa na pista, que junta sujeira.",
          "Roldanas sem folga e girando sem ruído.",
          "Cremalheira bem presa, com pequena folga em relação ao pinhão.",
          "Ímãs ou batentes de fim de curso firmes.",
          "Guia superior (roldanas de topo) segurando a folha no prumo.",
        ]),
      ),
    ],
  },
  {
    title: "Manutenção de Portão de Condomínio",
    description: `Manutenção de portão de condomínio: plano de ${condoVisits} revisões por ano, peças de desgaste, nobreak, controles e registros para o síndico.`,
    intro:
      "Em condomínio, portão parado significa fila de carros, moradores irritados e risco de segurança. A manutenção programada custa menos do que atendimentos de urgência e troca de motor antes do tempo.",
    sections: [
      section(
        "Plano de manutenção",
        ul([
          `${condoVisits} revisões por ano, com relatório do que foi feito.`,
          "Troca preventiva de roldanas, engrenagem e cremalheira pelo desgaste medido.",
          "Teste do nobreak, da fotocélula e do fechamento automático.",
          "Revisão do cadastro de controles: apagar os de ex-moradores, um a um no receptor que permite, ou zerando a memória e recadastrando os que ficam.",
        ]),
      ),
    ],
  },

  // Tipos de Motores
  {
    title: "Motor para Portão Deslizante",
    description:
      "Motor para portão deslizante: como funciona, peso suportado, cremalheira, fim de curso e como escolher o modelo certo para o seu portão de correr.",
    intro:
      "O motor deslizante fica no chão, ao lado do portão, e move a folha por um pinhão engrenado numa cremalheira. É a solução para portões de correr, comuns em casas com recuo lateral, prédios e comércios.",
    sections: [
      section(
        "Como escolher",
        ul([
          "Peso do portão: escolha um motor com margem acima do peso real da folha.",
          "Número de aberturas: casas pedem motor residencial; prédios e comércio, uso intensivo.",
          "Fim de curso magnético ou mecânico, conforme o local (magnético sofre menos com poeira).",
          "Cremalheira de nylon para portões leves e de aço para portões pesados.",
        ]),
      ),
      section("Vantagens", ul(["Não ocupa espaço de teto nem da calçada.", "Aceita portões largos.", "Manutenção simples."])),
    ],
  },
  {
    title: "Motor para Portão Basculante",
    description: "Motor para portão basculante PPA: modelos, velocidades (16, 8 e 4 segundos), peso suportado e como escolher para a sua garagem.",
    intro:
      "O motor basculante é o mais vendido para garagens residenciais em São Paulo. Ele move a folha por um braço de transmissão e trabalha melhor com o portão equilibrado pelo contrapeso.",
    sections: [],
  },
  {
    title: "Motor para Portão Pivotante",
    description: "Motor para portão pivotante: como funciona, torque necessário, braço articulado e segurança em portões altos e pesados.",
    intro:
      "Portões pivotantes giram em um eixo vertical e costumam ser grandes, altos e pesados, muitas vezes revestidos. O motor precisa de torque e de partida e parada suaves para não forçar a estrutura.",
    sections: [
      section(
        "O que considerar",
        ul([
          "Peso e altura da folha, incluindo o revestimento.",
          "Posição do eixo: eixos mais centrais exigem menos força.",
          "Vento: folhas grandes funcionam como vela e pedem trava eletromagnética.",
          "Área de giro livre e fotocélulas dos dois lados.",
        ]),
      ),
    ],
  },
  {
    title: "Motor para Portão de Abrir",
    description: "Motor para portão de abrir (batente): motores de braço, uma ou duas folhas, sequência de abertura e trava. Saiba como escolher.",
    intro:
      "Cada folha do portão de abrir recebe o seu próprio motor, preso à coluna e unido à folha por uma alavanca com articulação. A central coordena as duas folhas com um atraso entre elas.",
    sections: [
      section(
        "Pontos de escolha",
        ul([
          "Largura de cada folha e o espaço entre o pilar e a dobradiça.",
          "Se a folha abre para dentro ou para fora do terreno.",
          "Trava elétrica para manter o portão fechado.",
          "Distância até a casa (alcance do controle e cabos).",
        ]),
      ),
    ],
  },
  {
    title: "Motor para Portão Articulado",
    description: "Motor para portão basculante articulado: como funciona o portão que dobra ao subir e qual motor usar.",
    intro:
      "O portão articulado é um basculante dividido em duas partes que se dobram ao subir. Ocupa menos espaço dentro da garagem e na calçada, mas tem mais articulações, que precisam estar sempre lubrificadas.",
    sections: [
      section(
        "Cuidados",
        ul([
          "O motor deve ser próprio para articulado, com braço e curso compatíveis.",
          "Dobradiças centrais sem folga, senão o portão trava na dobra.",
          "Contrapeso ajustado para o peso das duas partes.",
        ]),
      ),
    ],
  },
  {
    title: "Motor para Portão de Garagem",
    description: "Motor para portão de garagem: comparativo entre basculante, deslizante, articulado e de abrir, com preços e dicas de escolha.",
    intro:
      "Não existe um motor melhor para todas as garagens: existe o motor certo para o tipo de portão, o peso e o uso. Este resumo ajuda a chegar ao orçamento com as informações certas.",
    sections: [],
  },
  {
    title: "Motor de Portão Rápido",
    description: "Motor de portão rápido: o que se ganha na entrada da garagem, o que torna a velocidade segura e em que portões ela não compensa.",
    intro:
      "Cada segundo que o portão leva para abrir é um segundo com o carro parado na rua, a traseira na faixa e o motorista à espera. É esse tempo que um motor rápido encurta.",
    sections: [
      section(
        "Por que escolher um motor rápido",
        ul(["Menos fila em garagens com vários carros.", "Rampa de desaceleração: rápido no meio do curso e suave no fim, sem bater."]),
      ),
      section(
        "Opções",
        ul([
          "Speedy (Home Legero): a faixa intermediária.",
          "Home Jetflex e Home Custom Jetflex: a faixa mais rápida, para garagens residenciais.",
          "Penta Jetflex: a mesma rapidez para portões basculantes maiores.",
        ]),
      ),
    ],
  },

  // Marcas
  {
    title: "Marcas de Motor de Portão",
    description: "Marcas de motor de portão no Brasil: o que comparar entre PPA, Garen, Rossi, Peccinin e Nice (peças, assistência, controles e linhas).",
    intro:
      "No Brasil, as marcas mais encontradas em portões automáticos são PPA, Garen, Rossi, Peccinin e Nice. Mais do que a marca, o que decide a experiência é a disponibilidade de peças e de assistência técnica perto de você.",
    sections: [
      section(
        "O que comparar",
        ul([
          "Peças de reposição: engrenagem, capacitor, central e controles fáceis de encontrar.",
          "Assistência técnica local e garantia por escrito.",
          "Linha de modelos para o seu tipo de portão e velocidade desejada.",
          "Compatibilidade de controles: cada fabricante usa sua codificação, e controles de uma marca geralmente não funcionam no receptor de outra.",
        ]),
      ),
      section(
        "Trocando de marca",
        p(
          "Ao trocar um motor de outra marca por um PPA, o kit novo vem com central e controles próprios; os controles antigos deixam de funcionar e são substituídos pelos novos.",
        ),
      ),
    ],
  },
  {
    title: "Motor de Portão PPA",
    description: "Motor de portão PPA: o que vem na caixa e o que muda entre as linhas Home, Custom, SP, Levante, Potenza, Penta e Condominium.",
    intro:
      "A PPA é uma das fabricantes de automatizadores mais conhecidas do país. A linha basculante cobre desde o portão da casa até a garagem do condomínio, com peças de reposição fáceis de encontrar.",
    sections: [
      section(
        "Linhas de motores basculantes",
        ul([
          "Home e Home Mono: residencial, modelos de entrada.",
          "Home Legero: faixa Speedy.",
          "Home Jetflex e Custom Jetflex: faixa Jetflex, a mais rápida.",
          "Home SP e Custom SP: redutor reforçado para portões mais pesados.",
          "Levante: instalação lateral.",
          "Potenza, Penta e Penta Jetflex: residencial e comercial.",
          "Condominium: uso intensivo.",
        ]),
      ),
    ],
  },

  // Acessórios
  {
    title: "Controle Remoto para Portão",
    description: "Controle remoto para portão automático: código rolante, clonagem, cadastro, alcance e troca de bateria. Tire suas dúvidas.",
    intro:
      "Os controles de portão atuais trabalham em 433 MHz e, nos modelos de código rolante, mudam o código a cada clique, o que dificulta a cópia por scanner. Cada controle precisa ser cadastrado no receptor da central.",
    sections: [
      section(
        "Dúvidas comuns",
        ul([
          "Controle novo não funciona: ele precisa ser cadastrado no receptor (programação).",
          "Alcance caiu: troque a bateria; se continuar, verifique a antena do receptor.",
          "Perdeu um controle: apague a memória do receptor e cadastre de novo só os controles que você tem.",
          "Controle de outra marca: em geral não é compatível; existem controles multimarca, mas o código rolante pede o controle do fabricante.",
        ]),
      ),
    ],
  },
  {
    title: "Central de Comando para Portão",
    description: "Central de comando (placa) do portão automático: o que faz, sinais de defeito, troca e proteção contra surtos.",
    intro:
      "Quando nada funciona no portão e o disjuntor está ligado, a primeira suspeita costuma cair sobre a central de comando. Nem sempre é ela: veja o que a central faz, como reconhecer o defeito e o que evitar na troca.",
    sections: [
      section(
        "Sinais de central com defeito",
        ul([
          "Nada funciona, mas há energia no disjuntor.",
          "LED piscando de forma diferente do normal.",
          "Portão abre ou fecha sozinho.",
          "Falha depois de temporal ou queda de energia.",
        ]),
      ),
    ],
  },
  {
    title: "Sensor Fotocélula para Portão",
    description:
      "Fotocélula para portão automático: como funciona, onde instalar, por que é obrigatória e o que fazer quando o portão não fecha por causa dela.",
    intro:
      "A fotocélula é um par de sensores infravermelhos instalados dos dois lados da passagem. Se algo interrompe o feixe enquanto o portão fecha, a central para e inverte o movimento.",
    sections: [
      section(
        "Cuidados",
        ul([
          "Altura do para-choque, para detectar carros e pessoas.",
          "Lentes limpas e alinhadas: sujeira ou sol direto fazem o portão não fechar.",
          "Proteção contra chuva e pancadas.",
        ]),
      ),
      section(
        "Portão não fecha?",
        p(
          "Limpe as lentes, verifique se nada está na frente do feixe e se os sensores continuam alinhados. Se o LED do sensor não acende, o problema pode ser alimentação ou o próprio sensor.",
        ),
      ),
    ],
  },
  {
    title: "Chave Eletrônica para Portão",
    description: "Chave eletrônica e acessos alternativos ao portão automático: botoeira, chave de destravamento, interfone e controle de acesso.",
    intro:
      "Além do controle remoto, o portão pode ser acionado por botoeira interna, por chave externa, pelo interfone ou por sistemas de controle de acesso. E todo motor tem uma chave de destravamento para abrir manualmente.",
    sections: [
      section(
        "Opções de acionamento",
        ul([
          "Botoeira interna: botão com fio, útil para portaria e para quem está em casa.",
          "Chave externa (fechadura de comando): aciona o portão por fora sem controle.",
          "Interfone: o morador abre para visitas sem sair de casa.",
          "Chave de destravamento: solta o motor e permite abrir com a mão quando falta energia.",
        ]),
      ),
      section("Perdeu a chave de destravamento?", p("Não force o motor. Um técnico destrava e fornece uma chave nova compatível com o seu modelo.")),
    ],
  },
  {
    title: "Nobreak para Motor de Portão",
    description: "Nobreak para motor de portão: quando vale a pena, quantos ciclos garante e cuidados com a bateria.",
    intro:
      "Onde a energia cai com frequência, o nobreak mantém o portão funcionando por alguns ciclos até a luz voltar. É especialmente útil em condomínios e em casas onde sair para destravar o portão à noite é arriscado.",
    sections: [
      section(
        "Como escolher e cuidar",
        ul([
          "Nobreak próprio para motor de portão, dimensionado para a potência do motor.",
          "Bateria com vida útil de dois a três anos; teste a cada revisão.",
          "Instalação em local seco e ventilado, perto da central.",
        ]),
      ),
    ],
  },

  // Serviços: the guide (./topic-guides) is the body; no group text is repeated on them.
  {
    title: "Técnico de Portão Automático",
    description: "Técnico de portão automático: o que ele faz num atendimento, como se forma o preço da visita e como reconhecer um bom profissional.",
    intro:
      "Quando o portão para, quem resolve é o técnico de automação, e não o serralheiro ou o eletricista sozinhos: é ele quem separa, na mesma visita, o que é defeito da folha, da instalação elétrica ou do motor.",
    sections: [],
  },
  {
    title: "Eletricista para Portão Automático",
    description: "Eletricista para portão automático: circuito exclusivo, cabos, aterramento e DPS, e como separar um problema da rede de um defeito da placa.",
    intro:
      "Muitas placas queimadas e disjuntores que desarmam têm origem na instalação elétrica do portão, e não no motor. Este serviço leva a energia do quadro até o motor com a proteção que ele precisa.",
    sections: [],
  },
  {
    title: "Assistência Técnica de Motor de Portão",
    description: "Assistência técnica de motor de portão: o que a garantia cobre, o que fica de fora e que documentos guardar para ser atendido.",
    intro:
      "Depois da instalação, o motor ainda precisa de quem conheça o modelo: para atender a garantia, trocar uma peça pela especificada ou acrescentar um acessório. É isso que se espera de uma assistência técnica.",
    sections: [],
  },
  {
    title: "Empresa de Instalação de Portão Automático",
    description: "Como escolher uma empresa de instalação de portão automático: o que a proposta deve trazer, como comparar preços e o que conferir na nota.",
    intro:
      "Contratar uma empresa, e não um instalador avulso, faz diferença quando algo dá errado depois da entrega. Antes de fechar, vale saber o que uma instalação completa inclui e como comparar propostas.",
    sections: [],
  },
  {
    title: "Orçamento de Motor de Portão",
    description: "Orçamento de motor de portão: que informações mandar, o que uma proposta completa descreve e os valores de referência.",
    intro:
      "Um orçamento certo depende mais do que você informa do que de quem orça. Com fotos e algumas medidas, o motor e a faixa de preço podem ser indicados antes da visita.",
    sections: [],
  },
];

/** The starting text of each built-in topic, by slug. */
export const TOPIC_PROSE: ReadonlyMap<string, TopicEntry> = new Map(TOPICS.map((t) => [slugify(t.title), t]));
