/**
 * Each model's own text (docs/content-quality.md): who it is for, what differs from
 * its nearest siblings, what to check on the gate before choosing it. The comparison with the
 * siblings is written from the catalogue's columns (app/lib/motors/motor-facts.ts, decision 0029),
 * so a figure changed in the admin changes it too.
 */
export type MotorGuide = {
  /** "Para quem é": the gates and uses it fits, and the ones it does not. */
  fit: string;
  /** "O que muda em relação a…": how it differs from its nearest siblings, in words; the figures that change are read from the catalogue (comparisonRows). */
  differences: string;
  /** "Antes de escolher": what to measure or check on the gate and the installation for this model. */
  check: string;
  /** Up to 3 sibling slugs worth comparing, nearest first. */
  alternatives: string[];
};

export const MOTOR_GUIDES: Record<string, MotorGuide> = {
  "motor-ppa-home": {
    fit: "O Home é o ponto de partida para quem tem um portão basculante comum na garagem de casa, usado pela família algumas vezes ao dia. Atende a folha comum de garagem de casa com uma vaga; o peso e a largura máximos estão na tabela de especificações. Não é a escolha para garagem de prédio nem para folha revestida de madeira maciça.",
    differences:
      "O Home Mono é quase o mesmo equipamento: a diferença declarada é o motor monofásico, voltado à economia de energia. Subindo um degrau de velocidade, o Home Legero, da faixa Speedy, abre mais rápido sem deixar de ser um modelo residencial. O Home Jetflex, no topo da linha de casa, é o mais rápido, com partida e parada suaves. Em rua tranquila, a velocidade padrão do Home costuma bastar.",
    check:
      "Antes de fechar o pedido, confira se a folha sobe com as mãos sem esforço e para no meio do curso sem cair nem subir sozinha: é o sinal de contrapeso ou molas regulados. Meça largura e altura do vão, observe dobradiças, guias e roldanas e veja se há espaço livre no teto, na linha central do portão, para o braço trabalhar. Uma tomada ou ponto de energia próximo, com disjuntor próprio, evita fiação improvisada.",
    alternatives: ["motor-ppa-home-mono", "motor-ppa-home-legero", "motor-ppa-home-jetflex"],
  },
  "motor-ppa-home-jetflex": {
    fit: "Para quem mora em rua movimentada ou chega tarde e não quer ficar parado na calçada esperando o portão subir, o Home Jetflex encurta esse momento ao mínimo da linha. Serve a garagens residenciais com basculante de medida comum, em casas onde o portão abre várias vezes ao dia. Não foi pensado para folhas fora de medida nem para garagem coletiva.",
    differences:
      "O Home Jetflex é a versão de alta velocidade do Home: a central controla a aceleração e a frenagem para que a rapidez não vire pancada no batente. O Home Custom Jetflex tem a mesma tecnologia, com fixação para vãos fora de medida e ajuste de força e velocidade na central. O Penta Jetflex leva a mesma rapidez a portões maiores. Quem aceita um pouco mais de espera encontra no Home Legero um degrau intermediário.",
    check:
      "Velocidade alta cobra do portão: cada abertura rápida puxa com mais força as dobradiças, os cabos do contrapeso e as soldas da folha. Por isso, antes de instalar, vale conferir se não há trincas no quadro, se os pinos e buchas estão sem folga e se o portão, solto do motor, fica parado em qualquer altura. Meça também o vão, que deve caber na largura de um portão residencial comum, e a altura livre sob a laje, onde o braço vai correr.",
    alternatives: ["motor-ppa-home-custom-jetflex", "motor-ppa-home-legero", "motor-ppa-penta-jetflex"],
  },
  "motor-ppa-home-custom-jetflex": {
    fit: "O Home Custom Jetflex atende quem quer a abertura relâmpago da tecnologia Jetflex num portão basculante feito sob encomenda, com medida que foge do padrão de mercado. Cabe em vãos residenciais mais largos que o padrão, situação comum em casas reformadas ou com vão alargado depois da obra; o peso aceito é confirmado na visita técnica. Para condomínio ou comércio com muito fluxo, a recomendação é procurar outro modelo.",
    differences:
      "Em relação ao Home Jetflex, o ganho está no kit de fixação sob medida e no ajuste de força e velocidade na central, pensados para vãos que fogem do padrão. O Home Custom Legero também é sob medida, mas fica na faixa Speedy, um degrau abaixo em velocidade. Quando a folha é grande demais para um modelo residencial, o Penta Jetflex mantém a mesma rapidez numa linha pensada também para comércios.",
    check:
      "Com portão fora de padrão, a medição decide tudo: anote a largura e a altura reais do vão, a espessura e o material do quadro onde o suporte será parafusado e a distância até o teto. Se a folha recebeu revestimento, some esse peso ao da estrutura e confirme o total com o técnico antes da compra. O ajuste de força na central não corrige portão desbalanceado; molas e contrapeso precisam estar regulados antes.",
    alternatives: ["motor-ppa-home-jetflex", "motor-ppa-home-custom-legero", "motor-ppa-penta-jetflex"],
  },
  "motor-ppa-home-mono": {
    fit: "O Home Mono foi desenhado para casas ligadas à rede comum de distribuição, em que chega uma só fase. É a opção de quem quer automatizar um basculante residencial simples, de medida comum, gastando pouca energia. Atende bem uma família com poucos carros. Já um prédio ou uma loja com entra e sai constante estão fora do seu alcance.",
    differences:
      "O Home Mono e o Home são muito próximos; o Mono se diferencia por declarar o motor monofásico e o foco em consumo baixo. O Home SP Mono mantém a alimentação monofásica, mas troca o redutor por um reforçado, para folhas mais pesadas. O Home Custom Mono tem a mesma base do Mono, com suportes próprios para portões fora de medida e vãos mais largos.",
    check:
      "Verifique no quadro de luz qual é a tensão da casa e se existe um disjuntor livre para o portão; um circuito só dele facilita a manutenção. Se a região sofre com quedas e picos de energia, um DPS no quadro protege a central de comando, e um nobreak pode ser avaliado à parte. No portão, teste o equilíbrio levantando a folha com as mãos e olhe o estado das dobradiças e roldanas.",
    alternatives: ["motor-ppa-home", "motor-ppa-home-sp-mono", "motor-ppa-home-custom-mono"],
  },
  "motor-ppa-home-legero": {
    fit: "O Home Legero, da faixa Speedy, é para a casa que quer sair mais rápido da rua sem chegar ao preço de um Jetflex. Abre o basculante mais rápido que o padrão e dá conta do portão típico de garagem residencial. É indicado para casas com vários moradores que saem e chegam em horários próximos. Condomínios e folhas pesadas revestidas exigem outro equipamento.",
    differences:
      "Frente ao Home, o Legero é da faixa Speedy: abre mais rápido e tem folga para casas com vários moradores que saem e chegam em horários próximos. O Home Jetflex vai além na velocidade, num patamar de preço mais alto. Para um vão fora de medida, o Home Custom Legero mantém a faixa Speedy, aceita portões mais largos e acrescenta força regulável pela central.",
    check:
      "Um portão que sobe mais rápido precisa estar leve e livre: com o portão destravado, ou ainda sem motor, suba a folha à mão e sinta se ela corre sem tranco até o fim. Guias tortas, roldanas gastas ou um contrapeso desregulado viram batidas no fim de curso. Meça o vão, que deve ter a largura de um portão residencial comum, e confirme que existe altura livre sobre o portão para o braço.",
    alternatives: ["motor-ppa-home", "motor-ppa-home-jetflex", "motor-ppa-home-custom-legero"],
  },
  "motor-ppa-home-custom-mono": {
    fit: "O Home Custom Mono resolve o basculante residencial que não segue as medidas de prateleira: vãos mais largos, pilares irregulares ou quadros soldados sob encomenda. Trabalha com folhas residenciais mais largas que o padrão, na velocidade padrão da linha, em imóveis abastecidos por rede monofásica. Para quem precisa de mais força, mais velocidade ou uso coletivo, há modelos mais adequados.",
    differences:
      "Diante do Home Mono, a mudança é o braço e as fixações para medidas especiais, que permitem vãos mais largos. O Home Custom SP Mono também é Custom e monofásico, mas tem redutor reforçado para folhas pesadas ou revestidas. O Home Custom Legero usa fixação semelhante e fica na faixa Speedy, para quem quer sair mais rápido da rua.",
    check:
      "Leve para o orçamento a largura medida no topo e na base do vão, porque portões sob medida às vezes não são retos, e a altura até a laje ou viga. Mostre em foto onde o braço pode ser fixado e de que material é o quadro (metalon, cantoneira, madeira). Confira se a folha, com o contrapeso regulado, para em meia altura sem descer e se existe ponto elétrico com disjuntor perto do portão.",
    alternatives: ["motor-ppa-home-mono", "motor-ppa-home-custom-sp-mono", "motor-ppa-home-custom-legero"],
  },
  "motor-ppa-home-custom-legero": {
    fit: "Quem tem um basculante residencial feito sob medida e quer entrar na garagem mais depressa encontra no Home Custom Legero um meio-termo: abertura na faixa Speedy, em vãos mais largos que o padrão. A central permite regular a força, útil para afinar o motor a um portão que não segue o padrão. Não é indicado para garagem de prédio nem para folhas muito pesadas.",
    differences:
      "Em comparação com o Home Legero, ganha fixação para vãos especiais, portões mais largos e ajuste de força na central. O Home Custom Jetflex, também sob medida, sobe para a faixa mais rápida da linha, com força e velocidade reguláveis. Se a pressa não é prioridade, o Home Custom Mono atende o mesmo tipo de vão na velocidade padrão, com motor monofásico.",
    check:
      "Regular a força na central não substitui um portão bem equilibrado; ela serve para afinar a resposta do motor depois que molas ou contrapeso estão corretos. Antes da compra, meça o vão real, fotografe o quadro e os pontos de fixação e descreva o revestimento, se houver. Verifique ainda se há espaço acima da folha para o braço e se a fiação chega ao local por um circuito protegido por disjuntor.",
    alternatives: ["motor-ppa-home-legero", "motor-ppa-home-custom-jetflex", "motor-ppa-home-custom-mono"],
  },
  "motor-ppa-home-custom-sp-mono": {
    fit: "O Home Custom SP Mono reúne duas necessidades frequentes em reformas: um basculante feito fora do padrão e uma folha mais pesada que a média. Suporta folhas mais pesadas, graças ao redutor SP, e vãos mais largos que o padrão, em casas com alimentação monofásica. É residencial e abre na velocidade padrão; portão de uso coletivo ou mais pesado que o limite do modelo precisa de outra solução.",
    differences:
      "O Home SP Mono tem o mesmo redutor reforçado, mas para vãos de medida comum; o Custom acrescenta o kit de fixação sob medida e aceita portões mais largos. O Home Custom Mono cobre vãos parecidos sem o redutor reforçado, o que pode bastar para folhas leves e sem revestimento. Para folhas ainda mais pesadas ou uso também comercial, o Potenza é o passo seguinte.",
    check:
      "Estime o peso somando estrutura e acabamento: chapa cheia, lambris de madeira ou placas de ACM pesam bem mais que grade. Uma folha equilibrada continua subindo com pouco esforço das mãos, mesmo pesada; se for preciso força, o contrapeso está curto. Confirme as medidas de largura e altura, a firmeza das dobradiças e da estrutura que receberá o suporte e a existência de tomada com disjuntor próximo. Fotos da folha de frente e do vão por dentro ajudam a prever o tamanho do braço.",
    alternatives: ["motor-ppa-home-sp-mono", "motor-ppa-home-custom-mono", "motor-ppa-potenza"],
  },
  "motor-ppa-home-sp-mono": {
    fit: "O Home SP Mono é a versão da família Home para portões de garagem residenciais mais pesados, como os de chapa cheia ou com lambri, que já cansariam o motor do Home comum. Levanta folhas mais pesadas que o Home, combinando redutor reforçado e motor monofásico, próprio para a rede elétrica de casa. Serve ao uso familiar; garagem compartilhada pede outro modelo.",
    differences:
      "Comparado ao Home Mono, o SP troca o redutor por um reforçado e ganha força para folhas de chapa cheia ou revestidas, sem mudar a velocidade padrão. O Home Custom SP Mono tem a mesma mecânica reforçada e acrescenta fixações para portões fora de medida. Para folhas ainda mais pesadas, o Potenza, de alto torque, serve inclusive a pequenos comércios.",
    check:
      "Revestimento muda a conta: madeira, ACM ou chapa dupla podem somar dezenas de quilos ao quadro, e esse total precisa caber no peso máximo do modelo. Com o contrapeso bem ajustado, a folha deve subir à mão sem muito esforço; se pesa nos braços, regule antes de motorizar. Observe dobradiças, cabos e guias, meça o vão e verifique se o disjuntor do circuito comporta o motor. Se já existe um motor antigo, repare como ele se comporta: subida lenta costuma indicar folha pesada ou desbalanceada.",
    alternatives: ["motor-ppa-home-mono", "motor-ppa-home-custom-sp-mono", "motor-ppa-potenza"],
  },
  "motor-ppa-levante": {
    fit: "O Levante existe para a garagem em que o centro do portão não tem lugar para o motor: viga baixa, luminária, trilho de outro equipamento ou teto inclinado. Como trabalha com braço lateral, o conjunto fica na lateral do vão e deixa o meio livre. Dá conta de folhas residenciais de medida comum e completa a abertura na velocidade padrão. Não serve à garagem de um prédio com fluxo constante.",
    differences:
      "Na ficha técnica o Levante acompanha o Home; o que muda é a posição de montagem, lateral em vez de central, para garagens sem espaço no meio do portão. Se o problema for um vão fora do padrão, e não falta de espaço no centro, o Home Custom Mono resolve com fixações sob medida. Para uma folha revestida e pesada, o Home SP Mono, de redutor reforçado, é a opção, porém fica no centro.",
    check:
      "Meça a folga entre a borda do portão e a parede ou o pilar do lado escolhido: é ali que o braço lateral vai se movimentar. Essa parede precisa ser firme para receber os suportes. Confira também se o portão sobe reto ao ser puxado por um canto, sem torcer; folhas largas e flexíveis tendem a empenar quando puxadas de um só lado. Anote a altura do vão e o peso estimado, que não deve passar do peso máximo do modelo. Planeje o ponto de energia desse mesmo lado, com disjuntor.",
    alternatives: ["motor-ppa-home", "motor-ppa-home-custom-mono", "motor-ppa-home-sp-mono"],
  },
  "motor-ppa-potenza": {
    fit: "O Potenza é o motor de alto torque da linha para basculantes largos e pesados, em residências com portão grande ou em pequenos comércios, oficinas e depósitos que abrem a porta várias vezes por hora. Aguenta folhas largas e pesadas e trabalha no ritmo de residências movimentadas e pequenos comércios. Para o movimento de um condomínio, com carros entrando o tempo todo, o indicado é um motor de uso intensivo.",
    differences:
      "Entre Potenza e Penta, a ficha aponta o mesmo porte; o catálogo destaca no Potenza o alto torque e no Penta a central de comando moderna, e a escolha entre os dois pode ser decidida na visita técnica, olhando o portão. O Condominium é o passo seguinte para garagens coletivas, com uso intensivo e fotocélula na caixa. Quem tem folha residencial mais leve pode ficar com o Home SP Mono, de redutor reforçado.",
    check:
      "Em portão largo, o peso se esconde: meça vão e altura e anote o material da folha, porque chapa e revestimento num vão largo chegam perto do limite do modelo. Veja se as dobradiças e as guias aguentam o esforço e se o quadro não enverga ao subir. Em loja ou oficina com clientes e veículos passando, instale fotocélula e prefira um circuito elétrico dedicado com DPS. Combine também quem guarda a chave de destravamento.",
    alternatives: ["motor-ppa-penta", "motor-ppa-condominium", "motor-ppa-home-sp-mono"],
  },
  "motor-ppa-condominium": {
    fit: "O Condominium é o modelo para a garagem coletiva: prédios, condomínios de casas e estacionamentos onde o basculante abre e fecha dezenas de vezes nos horários de pico. Com motor para uso intensivo e ventilação reforçada, aguenta um ritmo que faria um motor doméstico aquecer e desligar por proteção. Move as folhas mais pesadas e largas da linha. Em casa, seria superdimensionado.",
    differences:
      "É o modelo da linha feito para uso intensivo, com ventilação reforçada, e o único que já traz o kit de fotocélula na caixa. O Penta Jetflex é mais rápido e serve a condomínios menores, com menos aberturas por dia. Potenza e Penta, na velocidade padrão, atendem comércios e garagens de empresa, não o entra e sai de muitos moradores.",
    check:
      "Conte quantos carros usam o portão e em que horários eles se concentram; é esse número que confirma a necessidade de um motor de uso intensivo. Pese ou estime a folha e meça o vão, e compare com a tabela de especificações. A fotocélula incluída deve ficar alinhada na entrada da garagem. Peça um circuito exclusivo com disjuntor e DPS e programe revisões duas vezes por ano, com teste do destravamento manual.",
    alternatives: ["motor-ppa-penta-jetflex", "motor-ppa-potenza", "motor-ppa-penta"],
  },
  "motor-ppa-penta": {
    fit: "O Penta atende quem precisa de um basculante maior funcionando com regularidade, seja uma casa com portão de garagem largo, seja um pequeno comércio que abre e fecha o portão ao longo do expediente. Atende folhas largas e pesadas; a central de comando é de geração moderna. Não é o modelo de condomínio de muitos moradores.",
    differences:
      "O Potenza é seu gêmeo na ficha; o catálogo destaca nele o alto torque, e no Penta, a central moderna e a boa relação custo-benefício. O Penta Jetflex tem o mesmo porte com a tecnologia Jetflex, muito mais rápido, num patamar de preço acima. Quando o fluxo é de garagem coletiva, o Condominium é o passo seguinte: uso intensivo e kit de fotocélula já incluso.",
    check:
      "Antes do Penta, some o peso da estrutura e do acabamento e confirme que fica dentro do peso máximo do modelo; a folha balanceada precisa subir com as mãos sem exigir força. Confira a largura do vão e quanto sobra de altura acima do portão. Em comércio, estime quantas aberturas acontecem na hora de maior movimento e instale fotocélula na passagem de pessoas. Cheque dobradiças, guias e a proteção elétrica do circuito.",
    alternatives: ["motor-ppa-potenza", "motor-ppa-penta-jetflex", "motor-ppa-condominium"],
  },
  "motor-ppa-penta-jetflex": {
    fit: "O Penta Jetflex foi pensado para basculantes grandes onde cada segundo de portão aberto conta: comércios de rua, garagens de empresas e condomínios pequenos, com folhas grandes, cujo peso aceito é confirmado na visita técnica. Abre na faixa mais rápida da linha, reduzindo a exposição na calçada e a fila de carros. Para fluxo intenso de prédio maior, o Condominium é mais adequado.",
    differences:
      "Contra o Penta, a diferença está na velocidade: a tecnologia Jetflex abre o portão muito mais rápido, com rampa de aceleração suave. O Home Jetflex é igualmente veloz, porém residencial, para portões de garagem de casa. Já o Condominium é mais lento, porém feito para o uso intensivo de condomínios, com fotocélula de fábrica no kit.",
    check:
      "Uma folha larga subindo tão rápido gera esforço grande na estrutura: verifique soldas, dobradiças, cabos e contrapeso, e corrija qualquer folga antes da instalação. O portão deve ficar parado em meia altura quando solto, sinal de bom equilíbrio. Meça largura e altura, confirme o peso total e prefira fotocélula na entrada, já que pedestres e carros cruzam a passagem. Vale ainda instalar DPS contra surtos, para resguardar a central.",
    alternatives: ["motor-ppa-penta", "motor-ppa-condominium", "motor-ppa-home-jetflex"],
  },
};
