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
    fit: "Quem chega ao Home Mono em geral já resolveu o principal: o basculante da garagem é de medida comum, serve aos carros de uma só família e ninguém ali faz questão de abertura acelerada. Falta decidir a alimentação, e é nisso que este modelo se define: o motor é monofásico e liga na mesma rede que alimenta as tomadas da casa. Força, largura do vão e ritmo de uso são os mesmos do Home; folha mais pesada, vão mais largo ou garagem de prédio ficam para outros modelos da linha.",
    check:
      "Ainda antes de pedir o orçamento, olhe o quadro de distribuição e confira duas coisas: se há lugar para mais um disjuntor, só do portão, e qual tensão chega à casa. O kit sai na tensão padrão do catálogo e a outra é sob encomenda: informar a tensão no orçamento evita descobrir a diferença no dia da instalação. Um circuito exclusivo, com etiqueta no disjuntor, permite cortar a energia do motor durante uma revisão sem deixar os outros cômodos no escuro, e mostra logo de onde veio o problema quando algo desliga.",
    differences:
      "Na tabela, Home e Home Mono não se distinguem; o que pesa na decisão é a conversa com o técnico sobre a parte elétrica da casa. Já entre os Mono cada irmão responde a uma medida: o SP Mono conserva o vão, ganha potência e troca o redutor por um reforçado, pensando em folhas maciças; o Custom Mono conserva a força e troca o braço e os suportes, pensando em vãos largos; o Custom SP Mono faz as duas trocas. Se nem o peso nem a largura do seu portão saem do comum, nenhuma troca é necessária e o Home Mono resolve.",
  },
  "motor-ppa-home-legero": {
    fit: "O Home Legero é para a casa em que vários moradores saem e chegam em horários próximos e a espera do portão, somada ao longo do dia, já incomoda. Abre o basculante mais rápido que o padrão e dá conta do portão típico de garagem residencial, com um corpo compacto. Condomínios e folhas pesadas revestidas exigem outro equipamento.",
    check:
      "Um portão que sobe mais rápido precisa estar leve e livre: com o portão destravado, ou ainda sem motor, suba a folha à mão e sinta se ela corre sem tranco até o fim. Guias tortas, roldanas gastas ou um contrapeso desregulado viram batidas no fim de curso, mesmo com o fechamento suave do Legero. Quem troca um motor antigo de velocidade padrão pelo Legero precisa acertar de novo os pontos de parada e a força, que estavam calibrados para um ritmo mais lento.",
    differences:
      "Frente ao Home, o Legero troca a velocidade padrão pela faixa Speedy e fecha com suavidade, sem sair da linha residencial. Quem quer ainda menos espera sobe para o Home Jetflex. Num vão especial, o Home Custom Legero conserva a faixa Speedy, aceita portões mais largos e acrescenta força regulável pela central.",
  },
  "motor-ppa-home-custom-mono": {
    fit: "O Home Custom Mono foi feito para o basculante de casa que o serralheiro mediu no local em vez de tirar de uma tabela de medidas prontas: vão alargado numa reforma, pilares fora de prumo, quadro soldado sob encomenda. O braço e as peças de fixação Custom se adaptam a essa geometria e alcançam folhas mais largas que as do Home Mono. O motor, porém, é o mesmo: monofásico, na velocidade padrão, com a força e o ritmo de uso de uma casa de família.",
    check:
      "A conta que mais engana aqui é a do peso. A tabela amplia a largura aceita, mas o peso máximo continua igual ao do Home Mono, e uma folha mais larga do mesmo material pesa mais; um portão no limite de largura pode passar do limite de peso. Meça a largura no alto e junto ao chão, porque vãos feitos sob medida nem sempre são retos, a altura até a viga ou a laje, e anote de que a folha é feita. Com esses dados o técnico diz se a força deste modelo basta.",
    differences:
      "Do Home Mono ele herda o motor inteiro; a troca está no braço e nas fixações, que levam o conjunto a vãos maiores. Quando a folha larga também é pesada, o caso passa ao Home Custom SP Mono, com a mesma montagem sob medida, redutor reforçado e mais potência. Para ganhar tempo na entrada sem abrir mão da montagem especial, existe o Home Custom Legero, da faixa Speedy, com força regulável na central.",
  },
  "motor-ppa-home-custom-legero": {
    fit: "O Home Custom Legero atende a casa que tem um basculante fora de medida e não quer esperar na calçada o tempo de um motor de velocidade padrão. Abre na faixa Speedy, a intermediária da linha, e se monta com as fixações Custom em vãos maiores ou irregulares. Na velocidade, fica no meio: mais rápido que os Custom monofásicos, mais lento que o Home Custom Jetflex. Fica na garagem residencial; folha muito pesada ou portão de uso coletivo pedem outro equipamento.",
    check:
      "Velocidade maior num vão mais largo pede atenção às pontas da folha: quanto mais larga, mais ela tende a torcer ou balançar quando para no alto. Por isso faz diferença a central deste modelo regular a força, o que deixa ajustar o motor ao peso real de uma folha feita sob encomenda, depois de equilibrada. Antes do orçamento, erga o portão pelo meio e veja se as duas laterais sobem juntas, e anote largura, altura e material. Para uma garagem usada por mais de uma família, o dado que importa é o ciclo de trabalho: peça ao técnico que o confirme para este modelo antes de fechar.",
    differences:
      "Do Home Legero ele guarda a velocidade Speedy e ganha os suportes Custom e a central com ajuste de força, para vãos que o Legero comum não alcança. O Home Custom Jetflex usa o mesmo tipo de montagem na faixa mais rápida e regula também a velocidade. Para quem pode esperar um pouco mais, o Home Custom Mono atende vãos parecidos na velocidade padrão, com o motor monofásico do Home Mono.",
  },
  "motor-ppa-home-custom-sp-mono": {
    fit: "No Home Custom SP Mono se somam as duas mudanças que a linha Home oferece à garagem de casa: as fixações Custom, para vão mais largo ou irregular, e o redutor SP, para folha mais pesada. É o modelo do sobrado com portão largo revestido de madeira ou de chapa cheia, feito sob medida. Entre os residenciais de velocidade padrão, é o que aceita ao mesmo tempo a folha mais larga e a mais pesada; o motor segue monofásico e o uso é o de uma família.",
    check:
      "Com folha larga e pesada, o esforço não fica só no motor: pivôs, dobradiças e o próprio quadro da folha trabalham mais a cada abertura. Antes da instalação, veja se a folha não enverga quando levantada por um canto e se os pivôs estão sem folga. Para o orçamento, mande a largura medida no topo e na base, a altura, o material e o acabamento (lambri, ACM, chapa dupla) e uma foto do lado de dentro, onde o braço será fixado. Essas informações ajudam a estimar, ainda antes da visita, se a folha cabe no limite de peso deste modelo.",
    differences:
      "Comparado ao Home SP Mono, tem a mesma mecânica reforçada e alcança vãos mais largos, graças aos suportes Custom. Comparado ao Home Custom Mono, cobre vãos iguais com redutor e potência maiores; se a folha é leve, gradeada ou de chapa lisa sem revestimento, aquele modelo costuma dar conta. Se a folha passa do peso ou da largura deste modelo, ou se a garagem também recebe clientes, o Potenza é o passo seguinte, já fora da família Home.",
  },
  "motor-ppa-home-sp-mono": {
    fit: "O Home SP Mono é para a garagem de casa cuja folha pesa mais do que a de um portão gradeado ou de chapa fina: chapa inteiriça, lambri de madeira, placas de ACM sobre o quadro de aço. O redutor reforçado e a potência maior que a do Home Mono lhe dão o torque para levantar esse peso extra, sem mudar a largura de vão aceita nem o tempo de abertura. O motor continua monofásico e o uso continua doméstico: a família abre o portão algumas vezes ao dia, não uma fila de carros.",
    check:
      "Peso de portão raramente vem escrito em algum lugar, então vale estimar antes do orçamento. O serralheiro que fez a folha costuma saber o material e a espessura da chapa, e o revestimento aplicado depois precisa entrar na soma. Se a estimativa chega perto do limite da tabela, não conte com folga escondida no redutor: escolha o modelo seguinte. E mesmo uma folha pesada tem de estar equilibrada; o torque extra serve para vencer a inércia de uma folha maciça, não para carregar um contrapeso desregulado, que gasta as engrenagens de qualquer motor.",
    differences:
      "Do Home Mono para cá, o que muda fica dentro da caixa: o vão e o tempo de abertura são iguais, o redutor e a potência sobem. Se a folha pesada também é larga demais para o vão comum, procure a versão Custom SP Mono, que repete esta mecânica com braço e suportes para medidas especiais. Passou do peso que a tabela admite, ou o portão abre também para clientes de uma loja ou oficina? Aí a conversa é sobre o Potenza, um degrau acima em carga, largura e aberturas diárias.",
  },
  "motor-ppa-levante": {
    fit: "O Levante existe para a garagem em que o centro do portão não tem lugar para o motor: viga baixa, luminária, trilho de outro equipamento ou teto inclinado. Como trabalha com braço lateral, o conjunto fica na lateral do vão e deixa o meio livre. Dá conta de folhas residenciais de medida comum e completa a abertura na velocidade padrão. Não serve à garagem de um prédio com fluxo constante.",
    check:
      "Meça a folga entre a borda do portão e a parede ou o pilar do lado escolhido: é ali que o braço lateral vai se movimentar, e essa parede precisa ser firme para receber os suportes. Confira também se o portão sobe reto ao ser puxado por um canto, sem torcer; folhas largas e flexíveis tendem a empenar quando puxadas de um só lado. Planeje o ponto de energia desse mesmo lado. A chave de destravamento também fica no conjunto lateral: escolha, se puder, o lado mais fácil de alcançar por dentro da garagem numa falta de energia.",
    differences:
      "Na ficha técnica o Levante acompanha o Home; o que muda é a posição de montagem, lateral em vez de central, para garagens sem espaço no meio do portão. Se o problema for um vão fora do padrão, e não falta de espaço no centro, o Home Custom Mono resolve com fixações sob medida. Uma folha pesada, com revestimento, pede o Home SP Mono, que porém se monta no centro.",
  },
  "motor-ppa-potenza": {
    fit: "O Potenza é a escolha quando o portão deixa de caber na família Home, pelo peso ou pela largura: a casa de frente larga com um basculante único, a oficina, o depósito ou a loja que fecha com portão de garagem. Aguenta mais aberturas diárias que um modelo doméstico, o suficiente para o movimento de um pequeno comércio, e carrega folhas mais pesadas e mais largas que as dos Home. Não é motor de condomínio: o entra e sai de muitos moradores passa do ritmo para o qual ele foi pensado.",
    check:
      "Alto torque quer dizer força para tirar do lugar uma folha pesada e vencer o peso dela no começo da subida; não quer dizer que o motor compense um portão desalinhado. Numa fachada comercial, lembre que a borda de baixo de uma folha larga avança sobre a calçada enquanto o portão bascula: com gente passando, abrir por inteiro antes do movimento começar evita sustos. Num comércio, anote quantas vezes o portão sobe e desce no pico do expediente: quando os ciclos se emendam, quem decide é o ciclo de trabalho da tabela, não o peso. Onde clientes, entregadores e veículos dividem a passagem, a fotocélula cruzando a entrada é indispensável, e cada turno precisa saber soltar a folha à mão quando a luz acaba, para a loja não perder o dia.",
    differences:
      "O Penta tem exatamente a ficha do Potenza. O que separa os dois é o que cada descrição destaca: aqui, o alto torque; lá, a central moderna e o custo-benefício. Diante de uma folha perto do peso máximo, vale discutir os dois na visita técnica. Para garagem de condomínio, o Condominium tem mais ciclos, aceita folha maior e traz fotocélula no kit. Se o portão é de casa e não passa do vão comum, o Home SP Mono resolve com menos motor.",
  },
  "motor-ppa-condominium": {
    fit: "O Condominium é o motor da garagem coletiva: prédio de apartamentos, condomínio de casas com portaria, estacionamento de uso diário. Pela tabela, nenhum outro modelo da linha tem potência igual, carrega folha tão pesada e tão larga ou é indicado para centenas de aberturas diárias. A ventilação reforçada tem motivo: quando a folha quase não descansa no pico da manhã, é o aquecimento do motor, mais que o peso, o que derruba um equipamento doméstico. Numa casa, mesmo de portão grande, ele sobra; o Potenza e o Penta cuidam de folhas largas com uso mais leve.",
    check:
      "Para dimensionar, o síndico ou a administradora pode reunir três dados antes da visita: o número de vagas servidas pelo portão, os horários em que os carros se acumulam e quanto tempo a folha leva hoje para subir e descer. A fotocélula que vem na caixa protege a linha do portão; sensores a mais, como outro par na rampa, entram no orçamento. Se o prédio tem porteiro ou zelador, combine que o destravamento manual fique com ele e que a chave não fique trancada do lado de dentro da garagem.",
    differences:
      "O Penta Jetflex abre bem mais rápido e serve a condomínios pequenos, mas é indicado para uso residencial e comercial; para um prédio com muitas vagas, o Condominium é o modelo com uso intensivo declarado. Potenza e Penta, na mesma velocidade padrão, fazem menos ciclos por hora, aceitam folhas menores e não trazem fotocélula na caixa: atendem casas grandes, comércios e garagens de empresa, não a fila de moradores na saída da manhã.",
  },
  "motor-ppa-penta": {
    fit: "O Penta atende o mesmo porte de portão do Potenza, um basculante largo e pesado de casa ou de pequeno comércio, e se distingue pela central de comando moderna e pela boa relação entre o que custa e o que entrega. É a opção de quem precisa de um motor acima da família Home, com folga de peso e de largura, e não faz questão de abertura rápida: o Penta trabalha na velocidade padrão. Garagem de prédio, com moradores chegando e saindo o dia inteiro, já é trabalho para o Condominium.",
    check:
      "Um motor que trabalha longe do próprio limite dura mais: se a folha está perto do peso máximo de um Home, o Penta dá margem sem saltar para um equipamento de condomínio. Como o diferencial dele está na central, peça ao técnico, ao terminar a montagem, que explique as regulagens feitas para o seu portão e mostre como cadastrar um controle novo. Num ponto comercial, mantenha a lista de quem tem controle e de quem já aprendeu a destravar o motor, para o portão não travar o expediente.",
    differences:
      "Com o Potenza não há desempate na tabela; a escolha entre eles passa pela central moderna do Penta, frente ao alto torque do Potenza, e pelo valor que cada um tiver no orçamento. O Penta Jetflex leva o mesmo porte à tecnologia Jetflex e abre em bem menos tempo, enquanto a ficha do Penta informa peso máximo, potência e ciclo de trabalho, números que ajudam a dimensionar um uso comercial. O Condominium, com mais ciclos e fotocélula no kit, é o passo para garagens coletivas.",
  },
  "motor-ppa-penta-jetflex": {
    fit: "O Penta Jetflex foi pensado para basculantes grandes onde cada segundo de portão aberto conta: comércios de rua, garagens de empresas e condomínios pequenos, com folhas grandes. Cada abertura rápida encurta a exposição na calçada e a fila de carros. Para fluxo intenso de prédio maior, o Condominium é mais adequado.",
    check:
      "Uma folha larga subindo tão rápido gera esforço grande na estrutura: verifique soldas, dobradiças, cabos e contrapeso, e corrija qualquer folga antes da instalação. Como pedestres e carros cruzam a passagem, prefira fotocélula na entrada.",
    differences:
      "Do Penta, ele se separa pela velocidade: a tecnologia Jetflex abre muito mais rápido e suaviza a partida. Entre eles, o que decide costuma ser o tempo que o portão passa aberto para a rua: num comércio em que a garagem abre a toda hora, os segundos poupados em cada abertura somam ao fim do dia. O Home Jetflex é igualmente veloz, porém residencial, para portões de garagem de casa. Já o Condominium é mais lento, porém feito para o uso intensivo de condomínios, com fotocélula de fábrica no kit.",
  },
};
