import type { TopicGuide } from "./types";

/** Own text of motor type, brand and accessory topic pages (docs/content-quality.md): see ./types.ts. */
export const TOPIC_GUIDES_PRODUCTS: Record<string, TopicGuide> = {
  "motor-para-portao-deslizante": {
    what: "No portão de correr, o automatizador é aparafusado numa base de concreto ou de chapa, rente à guia e do lado de dentro do lote. O redutor gira o pinhão, que puxa a folha pelos dentes da cremalheira; placas magnéticas ou batentes presos a ela avisam a placa onde parar. Todo o peso fica apoiado nas roldanas sobre o trilho, então sujeira ou desnível no trilho aumentam muito a força exigida do motor.",
    cost: "Pesam no orçamento o peso e o comprimento da folha, que definem a potência e quantos metros de cremalheira entram, e o material dela: aço custa mais que nylon. Somam-se a base a construir, a distância até o quadro de luz e a fotocélula. Como os motores PPA deste catálogo são todos basculantes, o modelo de correr, de outra linha, só é definido e cotado depois da visita técnica.",
    pitfalls:
      "O erro mais caro é automatizar uma folha que já corre dura: roldana travada ou trilho torto obrigam o motor a trabalhar no limite, e o capacitor ou o redutor cedem cedo. Outro é escolher o motor exatamente no peso do portão, sem margem. Evite também a base no ponto onde a chuva empoça e graxa na cremalheira de nylon, que segura areia e desgasta os dentes.",
  },
  "motor-para-portao-basculante": {
    what: "O basculante sobe girando em braços laterais, ajudado por contrapeso ou molas, e o automatizador só precisa vencer a diferença que sobra. O conjunto de motor e redutor vai preso à folha, geralmente no centro, e o braço de transmissão o liga ao batente de cima. A linha PPA deste site tem 14 modelos, de 1/4 a 1/2 HP, todos com central integrada e controle de código rolante.",
    cost: "O kit com motor e instalação custa de {kit}. O preço sobe com a velocidade e com a capacidade: folhas largas, sob medida ou revestidas pedem as versões Custom, SP ou de alto torque. Acertos de serralheria no contrapeso não fazem parte do kit.",
    pitfalls:
      "Muita gente pesa só a estrutura e esquece o revestimento de madeira ou alumínio composto, o que leva a um motor subdimensionado. Outro equívoco é insistir no modelo central quando há viga ou luminária no meio do teto: nesse caso o Levante, de braço lateral, resolve. E um prédio com carros entrando o dia todo precisa de um motor de uso intensivo, porque a versão doméstica aquece e desarma.",
  },
  "motor-para-portao-pivotante": {
    what: "A folha do pivotante gira sobre dobradiças ou sobre um eixo vertical, e o automatizador fica fixado no pilar. Existem duas famílias: a eletromecânica, com braço articulado ou fuso que empurra a folha, e a hidráulica, em que um pistão movido por bomba de óleo faz o giro e segura a folha com firmeza contra o vento. Há ainda versões enterradas sob o eixo, para quem não quer nada aparente.",
    cost: "O valor depende do peso e da altura da folha, do tipo de acionamento (o hidráulico costuma custar mais) e da solidez do pilar, que às vezes precisa ser reforçado com concreto. Fechadura eletromagnética, fotocélulas nos dois lados e a passagem de cabos entram na conta. O motor adequado vem de outra linha, indicada após a visita; se um equipamento existente só der defeito, o conserto custa de {repair}.",
    pitfalls:
      "Fixar o motor num pilar de bloco oco é receita para o suporte afrouxar e a folha perder o fim de curso. Também é comum escolher o equipamento pela largura e ignorar a altura, que multiplica o efeito do vento. Outro descuido é deixar a área de giro sem marcação e sem sensor do lado interno, onde crianças, animais e carros estacionados ficam no caminho da folha.",
  },
  "motor-para-portao-de-abrir": {
    what: "No portão de abrir, cada folha recebe um motor preso ao pilar, e a central de duas saídas comanda as duas com um pequeno atraso, para que fechem na ordem certa e se sobreponham sem choque. Quando há espaço entre a dobradiça e o canto do pilar, usa-se braço articulado; quando essa medida é curta, entra um atuador linear. Uma fechadura elétrica garante o travamento das folhas quando o portão está fechado.",
    cost: "Duas folhas significam dois motores e o cabo da folha mais distante atravessando a entrada em tubulação sob o piso, o que exige abrir um trecho do chão. Contam ainda o peso de cada folha, os batentes de chão, a fechadura e a distância até o quadro. Não há modelo de abrir no catálogo PPA daqui: o equipamento de outra linha é indicado na visita.",
    pitfalls:
      "Medir só a largura total e esquecer a cota do pilar leva a comprar um braço que não cabe. Cabo da segunda folha passado por cima do portão ou enterrado sem tubo dura pouco. Outro erro é inverter a ordem das folhas na central, fazendo uma bater na outra. E a folha que abre para a calçada atrapalha quem passa: sempre que possível, o giro deve ser para dentro.",
  },
  "motor-para-portao-articulado": {
    what: "O articulado é um basculante dividido na horizontal em duas partes unidas por dobradiças. Ao subir, a parte de cima recolhe para dentro da garagem enquanto a de baixo dobra e sobe avançando pouco sobre a calçada. O automatizador trabalha com um braço de geometria própria para essa dobra e depende de guias laterais lisas e de um balanceamento que considere o peso das duas partes juntas.",
    cost: "Antes do motor, o que mais mexe no preço é o estado do portão: dobradiças do meio gastas, roldanas das guias presas e molas fracas pedem serralheria. Depois vêm o peso total, o pé-direito disponível e a distância até a energia. O equipamento para articulado é de outra linha, não do catálogo basculante PPA deste site, e é definido pelo técnico depois de ver o portão funcionando.",
    pitfalls:
      "Colocar num articulado o braço de um basculante inteiriço faz a folha travar no ponto da dobra e forçar o redutor. Outro engano é regular o fim de curso com o portão desbalanceado, o que desregula tudo em poucas semanas. Vale ainda conferir se carros estacionados dentro da garagem não ficam na área em que a parte superior recolhe, e manter as dobradiças centrais lubrificadas.",
  },
  "motor-para-portao-de-garagem": {
    what: "Automatizar a garagem é montar um conjunto: motor com redutor, central de comando com receptor, controles, fotocélula e chave de destravamento. O tipo de portão decide o resto. Se a folha sobe inteira, o motor é basculante; se dobra ao subir, articulado; se corre para o lado, deslizante; se gira, pivotante ou de abrir. Em residências, a potência costuma ficar entre 1/4 e 1/3 HP; garagens coletivas pedem 1/2 HP.",
    cost: "Para basculantes, o kit com motor instalado sai de {kit}, e o serviço leva de {installHours}. Fotocélula extra, nobreak e tubulação nova aumentam o total. Deslizantes, articulados e portões de abrir levam motor de outra linha, com preço dado depois da visita.",
    pitfalls:
      "Escolher o motor pelo preço, antes de identificar o tipo de portão, costuma terminar em devolução ou em adaptação improvisada. Também atrapalha medir só a largura e esquecer o espaço livre no teto ou no recuo lateral. Comprar o kit e pedir a um parente para instalar costuma deixar a central sem aterramento, a fotocélula de fora e o fim de curso mal regulado.",
  },
  "motor-de-portao-rapido": {
    what: "Motor rápido é aquele que completa a abertura em bem menos tempo que o padrão. Na linha PPA há dois degraus acima do padrão: Speedy e, o mais rápido, Jetflex; o tempo de cada modelo está na página dele. O que torna isso seguro é a central, que acelera aos poucos na partida, mantém a velocidade no meio do percurso e freia antes do fim.",
    cost: "Dentro da faixa de {kit} para o kit instalado, os Jetflex ficam na parte de cima; o preço de cada modelo está na página dele. O que mais encarece o projeto, porém, é o portão: uma folha com solda trincada, pinos folgados ou contrapeso desregulado precisa ser corrigida antes, porque a velocidade alta cobra da estrutura.",
    pitfalls:
      "Instalar um Jetflex num portão velho e mal balanceado transforma a rapidez em pancada no batente. Desligar a rampa de desaceleração para ganhar um segundo é outro erro. Quem busca velocidade num portão de correr ou pivotante precisa saber que os modelos rápidos deste catálogo são basculantes. E com a folha descendo tão depressa, a fotocélula deixa de ser opcional e precisa ser testada com frequência.",
  },
  "marcas-de-motor-de-portao": {
    what: "Por fora os motores se parecem, mas cada fabricante tem seu próprio projeto de redutor, sua central e seu protocolo de rádio. Por isso controles e centrais raramente conversam entre marcas, e as peças de reposição, como engrenagem, capacitor e braço, também são específicas. Na prática, escolher uma marca é escolher um ecossistema de peças e de técnicos que conhecem aquele equipamento. Este site trabalha com a linha basculante PPA.",
    cost: "Comparar marcas só pelo preço do motor engana: um kit pode trazer dois controles e outro nenhum, e nem todos incluem fotocélula ou braço. O justo é comparar o conjunto instalado, que aqui vai de {kit}. Ao substituir um motor de outro fabricante por um PPA, a troca residencial custa de {replacement}, já com central e controles novos, porque os antigos deixam de funcionar.",
    pitfalls:
      "Um erro frequente é manter o motor de uma marca e instalar a central de outra sem conferir a compatibilidade com o fim de curso e o capacitor. Outro é comprar uma marca sem técnico nem peça na região, e ficar sem portão à espera de uma engrenagem. Também não adianta escolher pela fama: confira se a marca tem modelo para o seu tipo de portão, peso e fluxo diário.",
  },
  "motor-de-portao-ppa": {
    what: "No catálogo deste site, a PPA aparece com 14 automatizadores basculantes. Todos vêm em 220 V, com 127 V sob encomenda, e a caixa traz motor com redutor e central integrada, dois controles de 433 MHz com código rolante, braço de transmissão com suportes, chave de destravamento, manual e certificado de garantia. O Condominium é o único que inclui também o kit de fotocélula.",
    cost: "O kit PPA com instalação varia de {kit}, e a diferença entre os modelos vem de três fatores: tempo de abertura, carga suportada e largura do vão (os números de cada modelo estão na página dele).",
    pitfalls:
      "Escolher pelo nome da versão, e não pelos números da ficha, leva a enganos: Custom significa vão de até 3,5 m e fixação sob medida, SP indica redutor reforçado. Outro engano é procurar aqui um PPA para portão de correr, já que o catálogo é só basculante. Guarde a nota e o certificado, porque a garantia estendida depende da instalação feita pela equipe.",
  },
  "controle-remoto-para-portao": {
    what: "O controle é um pequeno transmissor de rádio, em geral de 433 MHz, que envia um código ao receptor da central. No código fixo, o sinal é sempre igual e pode ser copiado; no código rolante, transmissor e receptor seguem a mesma sequência e cada clique gera um código novo. O receptor guarda uma lista limitada de controles cadastrados, e modelos de vários botões podem comandar mais de um portão.",
    cost: "O preço muda com a tecnologia (código rolante custa mais que fixo), a quantidade de botões e a origem: original do fabricante ou compatível. A visita para cadastrar ou apagar controles também conta. Se o problema está no receptor, e não no controle, a troca entra como reparo, na faixa de {repair}. Os kits PPA já trazem dois controles, o que reduz a compra inicial.",
    pitfalls:
      "Aceitar controle de código fixo para economizar deixa o portão exposto a cópia. Depois de perder um controle, não basta comprar outro: a memória do receptor precisa ser apagada e os controles restantes cadastrados de novo. Apertar o botão muitas vezes longe do portão pode tirar um controle de código rolante do sincronismo. E pilha vencida esquecida dentro do controle vaza e corrói os contatos.",
  },
  "central-de-comando-para-portao": {
    what: "A central é a placa eletrônica que liga tudo: um receptor de rádio para os controles, entradas para os sensores de fim de curso, para a fotocélula e para a botoeira, e relés que acionam o motor nos dois sentidos. Pequenos trimpots ou a programação por botões ajustam força, tempo de curso e pausa antes do fechamento automático. Nos kits PPA ela já vem integrada ao motor.",
    cost: "A troca da placa custa de {repair}, e o valor varia conforme ela seja original do modelo ou universal, integrada ao motor ou em caixa separada, e se o receptor é embutido ou externo. A causa da queima também pesa: se foi surto na rede, instalar DPS e aterramento no circuito entra no orçamento para que a placa nova não tenha o mesmo destino.",
    pitfalls:
      "Aumentar a força da central para compensar um portão pesado ou travado esconde o defeito mecânico e tira a proteção contra esmagamento. Placa universal ligada sem conferir o tipo de fim de curso e o capacitor do motor costuma inverter sentidos ou queimar de novo. E caixa sem vedação, montada onde a chuva bate, oxida trilhas e conectores em poucos meses.",
  },
  "sensor-fotocelula-para-portao": {
    what: "O tipo mais usado é o de barreira: um emissor de um lado da passagem e um receptor do outro, ligados por um feixe infravermelho invisível. Há também o reflexivo, em que emissor e receptor ficam numa só peça e o feixe volta por um espelho. Quando o feixe é cortado, um contato da fotocélula avisa a central, que interrompe o fechamento e faz o portão voltar a abrir.",
    cost: "O preço varia com o modelo (barreira ou reflexivo), o alcance necessário, as colunas ou suportes de fixação e, sobretudo, o cabeamento: no tipo barreira, os dois lados precisam de fio, o que pode exigir tubulação cruzando a entrada. Portões pivotantes e de abrir costumam pedir um par de cada lado. O Condominium da PPA é o único kit deste site que já traz fotocélula.",
    pitfalls:
      "O erro mais perigoso é fazer um jumper na central para o portão voltar a fechar quando o sensor falha: a proteção some sem que ninguém perceba. Também é comum montar o par onde a própria folha corta o feixe ao descer, ou deixá-lo virado para o sol da tarde.",
  },
  "chave-eletronica-para-portao": {
    what: "Chave eletrônica é qualquer dispositivo que aciona o portão sem controle remoto: o comutador com chave metálica embutido no muro, o teclado que pede uma senha e o leitor de tag ou cartão de proximidade. Em todos os casos, quando o acesso é aceito, o aparelho fecha por um instante o contato da entrada de botoeira da central, que responde como se o botão do controle fosse apertado.",
    cost: "O custo depende do tipo: o comutador de chave é o mais simples, o teclado exige alimentação e programação de senhas, e o leitor de proximidade precisa do cadastro de cada tag ou cartão. Contam também a distância do muro até a central, a caixa protegida contra chuva e a integração com interfone ou controle de acesso do condomínio.",
    pitfalls:
      "Montar o teclado do lado de fora com os fios expostos permite que alguém abra o portão apenas encostando dois condutores, por isso a fiação deve ficar do lado de dentro. Senhas compartilhadas e nunca trocadas, e tags de quem saiu do imóvel que continuam ativas, anulam a segurança. Instale o leitor numa altura que o motorista alcance sem descer do carro.",
  },
  "nobreak-para-motor-de-portao": {
    what: "O nobreak de portão é uma fonte com baterias e inversor que assume a alimentação quando a rede cai. Ele precisa ser dimensionado pela corrente de partida do motor, várias vezes maior que a de trabalho, e entregar onda senoidal, que motores com capacitor toleram melhor. A autonomia é contada em ciclos de abertura e fechamento, não em horas, e varia com o peso do portão e a carga das baterias.",
    cost: "O preço acompanha a potência do motor atendido (1/4, 1/3 ou 1/2 HP), a capacidade e a quantidade de baterias, o tipo de onda na saída e o local de montagem. A bateria tem vida limitada e a sua troca periódica deve entrar nas contas. Nas revisões recomendadas, {homeVisits} por ano em casa e {condoVisits} em condomínio, o técnico testa a autonomia com a rede desligada.",
    pitfalls:
      "Usar nobreak de computador num motor de portão costuma dar errado: ele não aguenta o pico da partida e desarma. Outro erro é esperar horas de funcionamento, quando o certo é pensar em quantas passagens de carro ele garante. Bateria instalada em caixa fechada e quente perde capacidade rápido, e nobreak sem teste periódico só revela a bateria morta no dia do apagão.",
  },
};
