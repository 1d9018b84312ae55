/**
 * Each model's starting text (docs/content-quality.md, decision 0029), seeded into "Páginas do
 * site" (db/seed/page-texts.ts, decision 0043) and read there by the page: who it is for and what
 * this model asks of the gate, and how it differs from its nearest siblings
 * (app/lib/motors/motor-siblings.ts), in words without figures (figures are the catalogue's, on
 * each model's table). What every tilting gate needs before any motor (balance, fixing, power
 * point) is said once, on the installation topic the page links.
 */
export type MotorGuide = {
  /** Under the lead: the gates and uses it fits, and the ones it does not. */
  fit: string;
  /** How it differs from its nearest siblings ("Modelos mais próximos"), in words. */
  differences: string;
  /** What this model in particular asks of the gate or the site; empty when nothing beyond the general check. */
  check: string;
};

export const MOTOR_GUIDES: Record<string, MotorGuide> = {
  "motor-ppa-home": {
    fit: "O Home é o ponto de partida para quem tem um portão basculante comum na garagem de casa, usado pela família algumas vezes ao dia. Cobre a folha de uma garagem de uma vaga, até o peso e a largura que a tabela abaixo indica, no ritmo de uma casa e não no de uma garagem coletiva. Folha revestida de madeira maciça ou prédio com muitos moradores levam a outro modelo da linha. Na prática, ele atende a situação mais frequente nas casas da região: térrea ou sobrado com uma vaga, basculante de chapa ou de alumínio em bom estado e a família entrando e saindo algumas vezes por dia. É a escolha natural quando nada no portão pede velocidade ou força extra.",
    check:
      "Como modelo de entrada, tem menos força de sobra que os modelos de redutor reforçado: se a folha já pede esforço para subir à mão, o primeiro conserto é o contrapeso, e só depois vem o motor; quando a folha pesa por ser de chapa cheia ou revestida, ainda que bem balanceada, a escolha passa a ser o Home SP Mono. Um teste simples, antes do orçamento: com o portão solto, pare a folha a meia altura e largue; bem balanceada, ela fica parada, sem cair nem subir sozinha, e é essa folha que o Home move com folga por muitos anos. Meça também a largura do vão e compare com a tabela.",
    differences:
      "O Home Mono tem na tabela os mesmos números do Home, com motor monofásico, e a escolha entre os dois se resolve no orçamento. Se a espera na calçada incomoda, os degraus seguintes são de velocidade: primeiro o Home Legero, da faixa Speedy, e, mais rápido ainda, o Home Jetflex, que desacelera a folha antes do batente. Em rua tranquila, a velocidade padrão do Home costuma bastar.",
  },
  "motor-ppa-home-jetflex": {
    fit: "Para quem mora em rua movimentada ou chega tarde e não quer ficar parado na calçada esperando o portão subir, o Home Jetflex encurta esse momento ao mínimo da linha. Serve a garagens residenciais com basculante de medida comum, em casas onde o portão abre várias vezes ao dia. Não foi pensado para folhas fora de medida nem para garagem coletiva.",
    check:
      "Velocidade alta cobra do portão: cada abertura rápida puxa com mais força as dobradiças, os cabos do contrapeso e as soldas da folha. Por isso, antes de instalar, vale conferir se não há trincas no quadro e se os pinos e buchas estão sem folga. Num portão que se move tão rápido, a fotocélula e a regulagem de força fazem ainda mais diferença: peça ao técnico que teste a inversão com um obstáculo antes de ir embora.",
    differences:
      "Diante do Home, o Jetflex abre mais rápido, e a sua central controla a aceleração e a frenagem para que a rapidez não vire pancada no batente. Quem tem vão fora de medida encontra a mesma tecnologia no Home Custom Jetflex, que traz suportes próprios e regulagem na central. O Penta Jetflex leva essa rapidez a portões de porte comercial. Quem aceita um pouco mais de espera encontra no Home Legero, da faixa Speedy, um degrau intermediário.",
  },
  "motor-ppa-home-custom-jetflex": {
    fit: "O Home Custom Jetflex atende quem quer a abertura rápida da tecnologia Jetflex num basculante feito sob encomenda, com medida que foge do padrão de mercado. É o caso de muitas casas reformadas ou com o vão alargado depois da obra. Garagem de condomínio ou comércio de muito movimento pede outro modelo.",
    check:
      "Com portão fora de padrão, meça o vão real, em largura e altura, e anote a espessura e o material do quadro onde o suporte será parafusado; se a folha recebeu revestimento, some esse peso ao da estrutura antes de falar com o técnico. Num portão largo ou revestido, a velocidade ajustável na central permite trocar um pouco de rapidez por menos esforço nas dobradiças e no quadro.",
    differences:
      "Do Home Jetflex ele se separa pela montagem: suportes para vãos que fogem do padrão e uma central em que força e velocidade se ajustam ao portão feito sob encomenda. O Home Custom Legero também se monta em vão especial, um degrau abaixo em velocidade, na faixa Speedy. Para uma folha de porte comercial, o Penta Jetflex tem a mesma tecnologia numa linha que serve também a comércios.",
  },
  "motor-ppa-home-mono": {
    fit: "O Home Mono é a versão de motor monofásico do Home. É a opção de quem quer automatizar um basculante residencial simples, de medida comum, gastando pouca energia. Atende bem uma família com poucos carros. Já um prédio ou uma loja com entra e sai constante estão fora do seu alcance.",
    check: "Verifique no quadro de luz qual é a tensão da casa e se existe um disjuntor livre para o portão; um circuito só dele facilita a manutenção.",
    differences:
      "O Home Mono e o Home são muito próximos; o Mono tem motor monofásico, ligado à rede comum de casa. No Home SP Mono, a alimentação continua monofásica e o redutor é reforçado, para folhas mais pesadas. O Home Custom Mono parte da mesma base, com braço e suportes para vãos mais largos que o comum.",
  },
  "motor-ppa-home-legero": {
    fit: "O Home Legero é para a casa em que vários moradores saem e chegam em horários próximos e a espera do portão, somada ao longo do dia, já incomoda. Abre o basculante mais rápido que o padrão e dá conta do portão típico de garagem residencial, com um corpo compacto. Condomínios e folhas pesadas revestidas exigem outro equipamento.",
    check:
      "Um portão que sobe mais rápido precisa estar leve e livre: com o portão destravado, ou ainda sem motor, suba a folha à mão e sinta se ela corre sem tranco até o fim. Guias tortas, roldanas gastas ou um contrapeso desregulado viram batidas no fim de curso, mesmo com o fechamento suave do Legero. Quem troca um motor antigo de velocidade padrão pelo Legero precisa acertar de novo os pontos de parada e a força, que estavam calibrados para um ritmo mais lento.",
    differences:
      "Frente ao Home, o Legero troca a velocidade padrão pela faixa Speedy e fecha com suavidade, sem sair da linha residencial. Quem quer ainda menos espera sobe para o Home Jetflex. Num vão especial, o Home Custom Legero conserva a faixa Speedy, aceita portões mais largos e acrescenta força regulável pela central.",
  },
  "motor-ppa-home-custom-mono": {
    fit: "O Home Custom Mono resolve o basculante residencial que não segue as medidas de prateleira: vãos mais largos, pilares irregulares ou quadros soldados sob encomenda. Trabalha com folhas residenciais mais largas que o padrão, na velocidade padrão da linha, em imóveis abastecidos por rede monofásica. Para quem precisa de mais força, mais velocidade ou uso coletivo, há modelos mais adequados.",
    check:
      "Leve para o orçamento a largura medida no topo e na base do vão, porque portões sob medida às vezes não são retos, e a altura até a laje ou viga. Mostre em foto onde o braço pode ser fixado e de que material é o quadro (metalon, cantoneira, madeira).",
    differences:
      "Diante do Home Mono, a mudança é o braço e as fixações para medidas especiais, que permitem vãos mais largos. O Home Custom SP Mono usa fixação do mesmo tipo e tem mais força, para a folha que recebeu chapa ou revestimento. Se a pressa conta, o Home Custom Legero, da faixa Speedy, abre mais rápido em vão semelhante.",
  },
  "motor-ppa-home-custom-legero": {
    fit: "O Home Custom Legero é o meio-termo para quem tem um basculante residencial feito sob encomenda e quer entrar na garagem mais depressa: abre na faixa Speedy e se monta em vãos fora da medida comum. A central permite regular a força, o que ajuda a acertar a subida de uma folha montada sob encomenda. Garagem de prédio e folha muito pesada ficam fora do seu uso.",
    check:
      "Regular a força na central não substitui um portão bem equilibrado; ela serve para afinar a resposta do motor depois que molas ou contrapeso estão corretos. Antes da compra, fotografe o quadro e os pontos de fixação e descreva o revestimento, se houver.",
    differences:
      "Do Home Legero ele herda a velocidade Speedy e acrescenta suportes para vão especial e força ajustável na central. Com a mesma liberdade de vão, o Home Custom Jetflex usa a tecnologia Jetflex e ajusta também a velocidade. Se a pressa não é prioridade, o Home Custom Mono atende o mesmo tipo de vão na velocidade padrão, com motor monofásico.",
  },
  "motor-ppa-home-custom-sp-mono": {
    fit: "O Home Custom SP Mono reúne duas necessidades frequentes em reformas: um basculante feito fora do padrão e uma folha mais pesada que a média. O redutor SP lhe dá mais força que a dos outros Custom de velocidade padrão, e o motor é monofásico, para a rede de casa. É residencial e abre na velocidade padrão; portão de uso coletivo ou mais pesado que o limite do modelo precisa de outra solução.",
    check:
      "Estime o peso somando estrutura e acabamento: chapa cheia, lambris de madeira ou placas de ACM pesam bem mais que grade. Fotos da folha de frente e do vão por dentro ajudam a prever o tamanho do braço.",
    differences:
      "A mecânica é a do Home SP Mono; a diferença está nos suportes, que aqui servem a vãos mais largos e fora de esquadro. O Home Custom Mono cobre vãos parecidos sem o redutor reforçado, o que pode bastar para folhas leves e sem revestimento. Acima do limite deste modelo, ou com uso comercial, o Potenza assume.",
  },
  "motor-ppa-home-sp-mono": {
    fit: "O Home SP Mono é o Home com redutor reforçado (SP): aceita uma folha mais pesada que a do Home, como as de chapa cheia ou com lambri, até o peso máximo da tabela abaixo. O motor segue monofásico, ligado à rede comum de casa. Serve ao uso familiar; garagem compartilhada pede outro modelo.",
    check:
      "Revestimento muda a conta: madeira, ACM ou chapa dupla podem somar dezenas de quilos ao quadro, e esse total precisa caber no peso máximo do modelo. Se já existe um motor antigo, repare como ele se comporta: subida lenta costuma indicar folha pesada ou desbalanceada.",
    differences:
      "Comparado ao Home Mono, o SP ganha força para folhas de chapa cheia ou revestidas sem mudar a velocidade padrão. O Home Custom SP Mono repete essa mecânica com suportes para vão especial. Folha ainda mais pesada, ou portão que também serve a um comércio, pede o Potenza.",
  },
  "motor-ppa-levante": {
    fit: "O Levante existe para a garagem em que o centro do portão não tem lugar para o motor: viga baixa, luminária, trilho de outro equipamento ou teto inclinado. Como trabalha com braço lateral, o conjunto fica na lateral do vão e deixa o meio livre. Dá conta de folhas residenciais de medida comum e completa a abertura na velocidade padrão. Não serve à garagem de um prédio com fluxo constante.",
    check:
      "Meça a folga entre a borda do portão e a parede ou o pilar do lado escolhido: é ali que o braço lateral vai se movimentar, e essa parede precisa ser firme para receber os suportes. Confira também se o portão sobe reto ao ser puxado por um canto, sem torcer; folhas largas e flexíveis tendem a empenar quando puxadas de um só lado. Planeje o ponto de energia desse mesmo lado. A chave de destravamento também fica no conjunto lateral: escolha, se puder, o lado mais fácil de alcançar por dentro da garagem numa falta de energia.",
    differences:
      "Na ficha técnica o Levante acompanha o Home; o que muda é a posição de montagem, lateral em vez de central, para garagens sem espaço no meio do portão. Se o problema for um vão fora do padrão, e não falta de espaço no centro, o Home Custom Mono resolve com fixações sob medida. Uma folha pesada, com revestimento, pede o Home SP Mono, que porém se monta no centro.",
  },
  "motor-ppa-potenza": {
    fit: "O Potenza é o motor de alto torque da linha para basculantes largos e pesados, em residências com portão grande ou em pequenos comércios, oficinas e depósitos que abrem a porta várias vezes por hora. Garagem de condomínio, com carros entrando o tempo todo, passa do ritmo para o qual ele foi feito.",
    check:
      "Em portão largo, o peso se esconde: anote o material da folha, porque chapa e revestimento num vão largo chegam perto do limite do modelo, e veja se o quadro não enverga ao subir. Em loja ou oficina com clientes e veículos passando, a fotocélula na passagem é indispensável, e alguém de cada turno precisa saber onde fica a chave de destravamento.",
    differences:
      "Com o Penta, a ficha técnica empata; a diferença está no alto torque, do lado do Potenza, e na central de comando moderna, do lado do Penta, e a escolha pode ficar para a visita técnica, diante do portão. Para garagem coletiva, o Condominium aguenta o uso intensivo e já vem com fotocélula. Se a folha é residencial e não tão larga, o Home SP Mono pode bastar.",
  },
  "motor-ppa-condominium": {
    fit: "O Condominium é o modelo para a garagem coletiva: prédios, condomínios de casas e estacionamentos onde o basculante abre e fecha dezenas de vezes nos horários de pico. Aguenta um ritmo que faria um motor doméstico aquecer e desligar por proteção, e move as folhas mais pesadas e largas da linha. Em casa, seria superdimensionado.",
    check:
      "Conte os carros que usam o portão e veja em que horários eles se concentram: é a fila da hora de pico que justifica este modelo. A fotocélula que vem na caixa deve ficar alinhada na entrada da garagem, e as revisões do prédio podem incluir o teste do destravamento manual.",
    differences:
      "Entre os modelos da linha, é o único com fotocélula já incluída no kit. O Penta Jetflex é mais rápido e serve a condomínios menores, com menos aberturas por dia. Potenza e Penta, na velocidade padrão, atendem comércios e garagens de empresa, não o entra e sai de muitos moradores.",
  },
  "motor-ppa-penta": {
    fit: "O Penta serve a um basculante maior que trabalha o dia todo: a casa de portão de garagem largo ou o pequeno comércio que abre e fecha ao longo do expediente. Atende folhas largas e pesadas, com uma central de comando de geração moderna. Não é o modelo de condomínio de muitos moradores.",
    check: "Em comércio, estime quantas aberturas acontecem na hora de maior movimento e instale fotocélula na passagem de pessoas.",
    differences:
      "Penta e Potenza empatam nos números da ficha; o que pesa a favor do Penta é a central de comando moderna. O Penta Jetflex tem o mesmo porte e abre muito mais rápido, com a tecnologia Jetflex. Quando o fluxo é de garagem coletiva, o Condominium assume: uso intensivo e fotocélula incluída.",
  },
  "motor-ppa-penta-jetflex": {
    fit: "O Penta Jetflex foi pensado para basculantes grandes onde cada segundo de portão aberto conta: comércios de rua, garagens de empresas e condomínios pequenos, com folhas grandes. Cada abertura rápida encurta a exposição na calçada e a fila de carros. Para fluxo intenso de prédio maior, o Condominium é mais adequado.",
    check:
      "Uma folha larga subindo tão rápido gera esforço grande na estrutura: verifique soldas, dobradiças, cabos e contrapeso, e corrija qualquer folga antes da instalação. Como pedestres e carros cruzam a passagem, prefira fotocélula na entrada.",
    differences:
      "Do Penta, ele se separa pela velocidade: a tecnologia Jetflex abre muito mais rápido e suaviza a partida. Entre eles, o que decide costuma ser o tempo que o portão passa aberto para a rua: num comércio em que a garagem abre a toda hora, os segundos poupados em cada abertura somam ao fim do dia. O Home Jetflex é igualmente veloz, porém residencial, para portões de garagem de casa. Já o Condominium é mais lento, porém feito para o uso intensivo de condomínios, com fotocélula de fábrica no kit.",
  },
};
