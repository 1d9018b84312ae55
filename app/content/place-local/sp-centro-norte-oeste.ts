import type { PlaceLocal } from "./types";

/**
 * Own text of the São Paulo Centro, Zona Norte and Zona Oeste place pages (docs/place-facts.md says
 * which claims they may hold and how they were checked): see ./types.ts. Morumbi is here because it
 * belongs to the Butantã subprefecture, in the Zona Oeste.
 */
export const PLACE_LOCAL_SP_CENTRO_NORTE_OESTE: Record<string, PlaceLocal> = {
  // Centro
  se: {
    area: "O distrito da Sé corresponde ao Centro Velho, a colina entre os vales do Anhangabaú e do Tamanduateí onde a cidade foi fundada em 1554. Além da praça e do Pátio do Colégio, abrange o Triângulo histórico das ruas Direita, XV de Novembro e São Bento, o Mosteiro de São Bento, o Largo São Francisco, o Mercado Municipal e a região da 25 de Março. A oeste, do outro lado do Anhangabaú, começa a República; a leste fica o Parque Dom Pedro II.",
    access:
      "Boa parte do Triângulo é calçadão, com entrada de veículos restrita a serviço e carga em horários definidos. Atendem a região as estações Sé, onde se cruzam as linhas 1-Azul e 3-Vermelha, São Bento, Japão-Liberdade, Anhangabaú e Pedro II, e o Expresso Tiradentes parte do Parque Dom Pedro II, rumo à Avenida do Estado. Antes de uma visita técnica, convém combinar o ponto de descarga do kit, porque vaga na rua praticamente não existe.",
    housing:
      "Morar na Sé é quase sempre morar em apartamento, em antigos prédios de escritórios, alguns convertidos em residência, ou em sobrados com loja no térreo perto da 25 de Março. Poucos têm garagem; quando há, o acesso é uma porta estreita com portão basculante ou deslizante que também recebe motos e entregas, às vezes dezenas de vezes por hora. Fachadas fechadas por porta de enrolar não fazem parte da linha PPA. Nessas garagens coletivas compensa um motor dimensionado para ciclos seguidos, fotocélula no vão e cadastro individual dos controles.",
  },
  republica: {
    area: "A República é o Centro Novo, que cresceu a oeste do Vale do Anhangabaú depois da abertura do Viaduto do Chá, no fim do século XIX. Reúne a Praça da República, o Theatro Municipal, a Biblioteca Mário de Andrade, o Largo do Arouche e a Rua Santa Ifigênia, conhecida pelo comércio de eletrônicos. O relevo é suave e o tecido urbano, quase todo vertical, junta ícones modernistas como o Copan e o Edifício Itália a prédios comerciais mais antigos.",
    access:
      "Avenidas Ipiranga, São João, São Luís e Duque de Caxias concentram o trânsito, e o Minhocão parte da região da Praça Roosevelt, já na divisa com a Consolação. A estação República integra as linhas 3-Vermelha e 4-Amarela, e a Anhangabaú fica a poucas quadras. Estacionar na rua é difícil, com zona azul e carga e descarga em horário marcado na Santa Ifigênia; o mais prático é acertar com o zelador a entrada pela garagem do prédio.",
    housing:
      "Predominam edifícios residenciais altos, alguns com dezenas de quitinetes por andar, e garagens de poucas vagas em subsolo, com rampa curta logo depois do portão. Em muitos prédios a automação foi adaptada a uma folha de ferro original, pesada e com dobradiças ou roldanas gastas; antes de instalar o motor, vale verificar se ela corre solta com a mão. Deslizantes em entradas estreitas são frequentes, e o motor precisa caber no recuo sem avançar sobre a calçada. Como a instalação elétrica desses prédios costuma ser antiga, um DPS no circuito do portão é proteção barata.",
  },
  "bela-vista": {
    area: "A Bela Vista ocupa a encosta entre o espigão da Paulista e o Centro, cortada pelos vales das avenidas Nove de Julho e 23 de Maio. No distrito estão o Bixiga, reduto italiano das cantinas e da festa de Nossa Senhora Achiropita, o Morro dos Ingleses, a Vila Itororó e o trecho da Paulista onde fica o MASP. A região já abrigou o quilombo urbano do Saracura e é o berço da escola de samba Vai-Vai. Faz divisa com Consolação, Jardim Paulista, Liberdade e República.",
    access:
      "A Avenida Nove de Julho passa sob a Paulista em túnel e a 23 de Maio corre no vale vizinho; as duas ficam lentas no fim da tarde. O metrô chega pela Linha 2-Verde, nas estações Brigadeiro e Trianon-MASP, ambas sob a Paulista. No miolo do Bixiga as ruas são estreitas, de mão única e ligadas por escadarias, como a da Rua 13 de Maio, e quase não há onde parar com ferramentas.",
    housing:
      "Junto à Paulista predominam torres de apartamentos e flats com garagem em subsolo e portão acionado o dia todo. No Bixiga, muitos sobrados geminados e casas de cômodos nem têm vaga; onde o térreo virou garagem, o portão é basculante, estreito e espremido entre paredes, o que limita o espaço para o braço do motor. No Morro dos Ingleses aparecem casarões com portões de abrir, às vezes de madeira maciça. Quando a guia rebaixada fica em declive, acertar o contrapeso do basculante antes de automatizar evita que o motor sustente sozinho a folha.",
  },
  consolacao: {
    area: "O distrito da Consolação se estende ao longo da rua que lhe dá nome, do Centro até a Paulista, e inclui Higienópolis e o Baixo Augusta. Ali estão o Mackenzie, junto à Rua Maria Antônia, a FAAP e o Cemitério da Consolação, onde está enterrada a Marquesa de Santos. O relevo desce do espigão da Paulista para o vale do Pacaembu e para o Centro. Faz divisa com Bela Vista, Jardim Paulista, Perdizes, Santa Cecília e República.",
    access:
      "Rua da Consolação e Avenida Angélica sobem do Centro à Paulista com muitas linhas de ônibus e trânsito pesado no pico; a Avenida Pacaembu corre no vale em direção à Barra Funda. O metrô tem as estações Clínicas e Consolação, da Linha 2-Verde, e Paulista e Higienópolis-Mackenzie, da Linha 4-Amarela. Em Higienópolis as ruas são calmas, mas quase não há vaga em frente aos prédios, e vários condomínios exigem que o prestador seja cadastrado e agendado pela administração.",
    housing:
      "Higienópolis reúne edifícios dos anos 1940 a 1970, muitos sobre pilotis, com jardim frontal e portão de garagem recuado da calçada, onde acabamento e ruído importam tanto quanto a força. Alguns desses prédios são marcos da arquitetura, como o Edifício Louveira, de Vilanova Artigas, na Praça Vilaboim, e os de Artacho Jurado, como o Bretagne, na Avenida Higienópolis; neles, qualquer troca de portão precisa respeitar o desenho original da fachada. No Baixo Augusta e na Vila Buarque, prédios menores e sobrados comerciais ainda usam basculantes de ferro antigos. Em condomínio de movimento contínuo, motor próprio para trabalho pesado e um nobreak mantêm a garagem operando durante uma queda de luz.",
  },
  liberdade: {
    area: "O distrito da Liberdade abrange o bairro homônimo e a Aclimação. Antes de virar o maior reduto japonês da cidade, depois também chinês e coreano, o centro do bairro foi o Largo da Forca, hoje Praça da Liberdade, memória guardada na Igreja Santa Cruz dos Enforcados e na Capela dos Aflitos. O distrito faz divisa com Sé, Bela Vista, Cambuci e Vila Mariana, em terreno de colinas e baixadas.",
    access:
      "Avenida da Liberdade e Rua Vergueiro formam o eixo norte-sul, e sob elas corre a Linha 1-Azul, com as estações Japão-Liberdade, São Joaquim e Vergueiro; a oeste, a Avenida 23 de Maio corre no fundo do vale. Nos fins de semana, a feira de artesanato e os turistas enchem as calçadas em volta da praça; nas ruas residenciais, visitas em dias úteis costumam ser mais tranquilas, e nas ladeiras laterais a vaga é curta.",
    housing:
      "Nas quadras comerciais, prédios com loja no térreo e apartamentos em cima têm entradas de garagem apertadas, às vezes divididas com a carga das lojas. Nas ruas residenciais restam sobrados antigos e edifícios pequenos sem porteiro, em que um basculante de chapa atende poucos carros e um motor residencial bem regulado dá conta. Vitrines fechadas por porta de enrolar ficam fora da linha basculante PPA. Onde a casa tem corredor lateral, o deslizante costuma ser leve, e um protetor de surto no quadro poupa a placa eletrônica quando a rede oscila.",
  },
  "santa-cecilia": {
    area: "Santa Cecília reúne o bairro em torno da igreja e do largo, os Campos Elíseos, loteados no fim do século XIX para as famílias ricas do café, e parte da Vila Buarque. Nos Campos Elíseos fica o palácio de mesmo nome, antiga sede do governo paulista, e boa parte do Minhocão passa pelo distrito. Faz divisa com Bom Retiro, Barra Funda, Perdizes, Consolação e República, em terreno quase plano.",
    access:
      "O Elevado João Goulart passa sobre a Rua Amaral Gurgel e a Avenida São João e fecha aos carros à noite e nos fins de semana, quando vira área de lazer; embaixo dele o trânsito é lento e barulhento. A Linha 3-Vermelha tem as estações Santa Cecília e Marechal Deodoro, e a Linha 8-Diamante parte da Estação Júlio Prestes, cujo antigo saguão abriga a Sala São Paulo. Avenida Angélica, Rua das Palmeiras e Avenida General Olímpio da Silveira completam os acessos.",
    housing:
      "Edifícios residenciais antigos, muitos com garagem estreita no térreo e rampa logo atrás do portão, dominam as quadras do largo e da Angélica; perto da ferrovia aparecem galpões e oficinas com portões largos. Nos Campos Elíseos, casarões subdivididos conservam portões de abrir de duas folhas, que aceitam motor pivotante se as dobradiças estiverem firmes. Quem mora colado ao Minhocão convive com fuligem nas guias e no trilho; limpar com frequência poupa engrenagens e roldanas.",
  },
  "bom-retiro": {
    area: "O distrito do Bom Retiro reúne o bairro homônimo, a Luz e a Ponte Pequena, na planície entre a antiga ferrovia inglesa e as várzeas do Tietê e do Tamanduateí. Foi terra de chácaras de descanso, depois de fábricas, e recebeu italianos, judeus, coreanos e bolivianos ligados à costura. Ali foi fundado o Corinthians, e ficam o Jardim da Luz, o Museu da Língua Portuguesa, o Museu de Arte Sacra e a quadra da Gaviões da Fiel.",
    access:
      "A Avenida Tiradentes liga o distrito ao Centro e segue rumo à Marginal Tietê, com a estação Tiradentes, da Linha 1-Azul, no caminho. A Luz concentra as linhas 1-Azul e 4-Amarela do metrô e as linhas 7-Rubi e 11-Coral de trem. Nas ruas do atacado de roupas, vans, ônibus de compradores e carrinhos de carga ocupam a via desde cedo, com carga e descarga regulamentada; fora do horário comercial das lojas é bem mais fácil chegar e estacionar.",
    housing:
      "O imóvel típico é o prédio estreito com loja na frente e oficina de costura nos fundos ou nos andares de cima, ao lado de galpões de depósito com acesso para vans. Os portões de carga costumam ser deslizantes de chapa, largos e pesados, ou basculantes grandes; o motor se escolhe pelo peso da folha e pelos ciclos por hora. A porta de enrolar das vitrines fica fora da linha PPA basculante. Fiapos de tecido e restos de embalagem entram no trilho e nas roldanas e pedem limpeza semanal. Nas ruas residenciais restam vilas antigas.",
  },
  cambuci: {
    area: "O Cambuci fica a sudeste da Sé, entre a colina da Liberdade e a várzea do Tamanduateí, hoje ocupada pela Avenida do Estado. No começo do século XX virou bairro operário de imigrantes italianos, com fábricas e vilas de casas geminadas, e foi ali que viveu e pintou Alfredo Volpi. O Largo do Cambuci e a Rua do Lavapés, que guarda o nome do antigo córrego, são as referências de quem mora no bairro. Do outro lado da Avenida do Estado começa a Mooca.",
    access:
      "Não há estação de metrô no distrito: as mais próximas são as da Linha 1-Azul na Liberdade e a Juventus-Mooca, da Linha 10-Turquesa, do outro lado do rio, e o Expresso Tiradentes corre elevado ao longo da Avenida do Estado. As ruas do Lavapés, Clímaco Barbosa e da Independência concentram o comércio, e a Avenida Lins de Vasconcelos sobe rumo à Vila Mariana. A Avenida do Estado, que acompanha o Tamanduateí, congestiona no pico e alaga em temporais; em dia de chuva forte, remarcar a visita costuma ser o mais sensato.",
    housing:
      "Nas vilas operárias, sobrados colados uns aos outros têm garagem estreita com basculante de ferro, muitas vezes da época da construção e com camadas de tinta que aumentam o peso. Antigos galpões viraram depósitos, oficinas e igrejas, com portões deslizantes grandes. Os prédios novos, erguidos onde havia fábricas, têm garagem em subsolo e portão de condomínio. Nas quadras baixas, perto da Avenida do Estado, o motor do deslizante deve ficar sobre um pedestal de concreto e a central num ponto alto da parede, fora do alcance da enxurrada.",
  },
  aclimacao: {
    area: "A Aclimação pertence ao distrito da Liberdade e cresceu ao redor do parque criado em 1892 pelo médico Carlos Botelho, inspirado no Jardin d'Acclimatation de Paris, e com o tempo o antigo jardim particular virou parque público, com lago no centro. O bairro fica entre a Liberdade, o Cambuci, o Paraíso e a Vila Mariana, em terreno de morros e baixadas.",
    access:
      "A Rua Muniz de Sousa, onde fica a entrada do parque, e a Avenida da Aclimação são as vias principais; a Rua Vergueiro, com as estações Vergueiro e Paraíso da Linha 1-Azul, passa a oeste, e a Avenida Lins de Vasconcelos, a leste. As ruas internas são sinuosas, com subidas e curvas fechadas, e vários trechos não permitem parar em fila dupla. Nos fins de semana o entorno do parque enche de carros de visitantes.",
    housing:
      "Casas térreas e sobrados antigos ainda ocupam muitas ruas, com garagem na frente e portão basculante ou de abrir; em vários lotes a rampa começa logo atrás da folha, porque a casa acompanhou o declive. Os edifícios residenciais, cada vez mais numerosos, usam deslizantes de grade ou basculantes de condomínio. Árvores grandes e chuva de verão derrubam galhos sobre a fiação: DPS no circuito, central protegida da umidade e nobreak onde a luz costuma cair mantêm o portão funcionando.",
  },

  // Zona Norte
  santana: {
    area: "Santana é o principal polo de comércio da Zona Norte, nascido da fazenda jesuíta de Sant'Ana, na margem norte do Tietê. O distrito inclui o Alto de Santana e o Jardim São Paulo, de ruas arborizadas em terreno elevado, além do Parque da Juventude, no lugar do antigo Carandiru, do Terminal Rodoviário Tietê, do Anhembi e do Campo de Marte, primeiro aeroporto da cidade. Faz divisa com Casa Verde, Mandaqui, Tucuruvi e Vila Guilherme.",
    access:
      "A Linha 1-Azul corre em elevado sobre a Avenida Cruzeiro do Sul e tem no distrito as estações Portuguesa-Tietê, Carandiru, Santana e Jardim São Paulo-Ayrton Senna. A Avenida Braz Leme margeia o Campo de Marte, e as pontes das Bandeiras e Cruzeiro do Sul levam ao Centro, ambas carregadas no fim da tarde. Em dias de evento no Anhembi ou de feriado na rodoviária o trânsito piora, e nas ruas dos prédios a vaga costuma ser de zona azul.",
    housing:
      "Perto das estações e ao longo da Rua Alfredo Pujol concentram-se edifícios de apartamentos com portaria e garagem movimentada. No Jardim São Paulo predominam casas amplas e sobrados com portões basculantes largos ou deslizantes de alumínio. No Alto de Santana, lotes inclinados deixam a garagem abaixo da rua, com rampa que recebe enxurrada. Para condomínios, motor robusto com nobreak evita fila de carros na calçada quando falta energia; em casa, um modelo rápido reduz a espera com o carro parado.",
  },
  tucuruvi: {
    area: "O Tucuruvi, nome tupi que significa gafanhoto verde, fica entre Santana e a Serra da Cantareira. A Parada Inglesa guarda no nome uma parada do Tramway da Cantareira, o trem que ligava a cidade à serra até 1965. O distrito inclui ainda a Vila Mazzei, de ruas em declive, e o Jardim França, de casas maiores. Faz divisa com Tremembé, Jaçanã, Vila Medeiros, Santana, Mandaqui e Vila Guilherme.",
    access:
      "A Linha 1-Azul termina na estação Tucuruvi, depois da Parada Inglesa, junto ao Shopping Metrô Tucuruvi. Os eixos são a Avenida Tucuruvi, a Avenida Nova Cantareira e a Avenida Luiz Dumont Villares, esta com bares e movimento noturno. Para o norte, a Nova Cantareira sobe em direção ao Tremembé e as transversais ficam mais íngremes e estreitas; com carros parados dos dois lados, sobra pouco espaço para estacionar diante de uma garagem.",
    housing:
      "Perto das estações surgiram condomínios verticais de médio padrão, cujos portões abrem muitas vezes ao dia. Na Vila Mazzei e na Parada Inglesa prevalecem sobrados com garagem para um ou dois carros e basculante de chapa; no Jardim França há casas maiores, com portões pesados e revestidos. Onde o lote desce a partir da rua, a garagem fica abaixo da calçada e a água da chuva escorre pela rampa: uma grelha de drenagem antes do portão e a central instalada no alto fazem diferença. Tempestades de verão pedem DPS no quadro.",
  },
  "casa-verde": {
    area: "A Casa Verde fica na margem norte do Tietê, entre Santana e o Limão, e sobe do rio em direção aos morros. O distrito reúne a Casa Verde Baixa, junto à várzea, a Casa Verde Média, o Jardim São Bento, área nobre de casas maiores, e o Parque Peruche, e é terra de escolas de samba como Império de Casa Verde e Unidos do Peruche, cujas quadras movimentam as noites de ensaio antes do carnaval.",
    access:
      "Não há metrô no distrito; as estações mais usadas são Santana, da Linha 1-Azul, e Palmeiras-Barra Funda, do outro lado do rio. As avenidas Casa Verde e Braz Leme levam à Marginal. As pontes da Casa Verde e do Limão são o gargalo nos horários de pico, e quem agenda uma visita ganha tempo evitando o fim da tarde.",
    housing:
      "Na parte baixa, perto do rio, predominam casas térreas e sobrados geminados em lotes estreitos, com basculantes de ferro rentes à calçada; ali, chuvas de verão podem deixar água na soleira, e o motor de um deslizante não deve ficar no chão. No Jardim São Bento, casas amplas têm portões largos e pesados, que pedem motor com folga de força. Nas ruas que sobem em direção ao Imirim, sobrados com garagem em rampa exigem atenção ao equilíbrio da folha. Um supressor de surto no quadro ajuda nas tempestades.",
  },
  "vila-maria": {
    area: "A Vila Maria ocupa a margem norte do Tietê, a leste da Vila Guilherme. O distrito reúne a Vila Maria Baixa, plana e junto ao rio, a Vila Maria Alta, na colina, o Jardim Japão e o Parque Novo Mundo. Foi reduto eleitoral de Jânio Quadros e é sede da escola de samba Unidos de Vila Maria. Logística e transporte de cargas movem boa parte da economia local.",
    access:
      "A Marginal Tietê margeia o sul do distrito, e por ali passam os acessos à Via Dutra e à Rodovia Fernão Dias, o que explica o vaivém de caminhões em qualquer horário. A Avenida Guilherme Cotching é o principal corredor de comércio. Não há metrô no distrito. Para uma visita, a manhã cedo e o começo da tarde costumam fluir melhor do que os horários de pico da Marginal.",
    housing:
      "Na Vila Maria Alta, sobrados geminados e casas de dois pavimentos têm garagem para um carro e basculante de ferro. Na parte baixa e no Parque Novo Mundo, transportadoras, oficinas e depósitos usam deslizantes compridos, por onde passam caminhões, ou portões de abrir de duas folhas. Poeira de rodovia e de pátio de cargas gruda no trilho, e a cremalheira precisa ser inspecionada com frequência. Em quadras sujeitas a alagamento perto do rio, central e motor ficam acima da marca que a água já alcançou.",
  },
  tremembe: {
    area: "O Tremembé, nome tupi para terreno alagadiço, fica no pé da Serra da Cantareira e faz divisa com Mairiporã. Teve estação no Tramway da Cantareira, o trem que subia da cidade até a serra. Reúne a Vila Albertina, o Jardim Tremembé, o Horto Florestal e dezenas de loteamentos de pé de serra, em pequenos vales entre morros cobertos de mata.",
    access:
      "A Avenida Nova Cantareira vem do Tucuruvi e sobe rumo à serra; a Rua Maria Amália Lopes de Azevedo concentra o comércio do bairro, e a Rua do Horto leva ao Parque Estadual Alberto Löfgren. Não há metrô: a estação mais próxima é a Tucuruvi, da Linha 1-Azul. As vias que sobem aos condomínios da serra são estreitas e sinuosas, e neblina e chuva deixam o trajeto lento; num endereço afastado, vale passar a referência exata da portaria.",
    housing:
      "Perto da Nova Cantareira e nas vilas mais antigas há sobrados de classe média com basculantes comuns. Subindo a serra, aparecem casas em terrenos grandes e condomínios arborizados de alto padrão, com portões de abrir de duas folhas ou deslizantes compridos, às vezes longe da casa; a distância pede cabo bem dimensionado e receptor com antena externa. Raios são frequentes na encosta e a rede aérea cai com galhos: DPS, aterramento caprichado e nobreak fazem falta aqui. Folhas úmidas no trilho também aumentam o esforço do motor. Em chácaras com o portão longe da casa, ajuda ter um controle extra para visitantes.",
  },
  mandaqui: {
    area: "O Mandaqui, nome de origem tupi, é um distrito residencial que sobe de Santana em direção ao pé da Cantareira, em sequência de morros e vales estreitos. Foi terra de chácaras, divididas ao longo do século XX em ruas de sobrados e casas de família. Seus pontos de referência são o Conjunto Hospitalar do Mandaqui e o comércio das avenidas que cortam o distrito. É vizinho de Santana, Tucuruvi, Tremembé e Cachoeirinha.",
    access:
      "A Rua Voluntários da Pátria sobe de Santana e passa pelo Conjunto Hospitalar do Mandaqui; as avenidas Engenheiro Caetano Álvares, Santa Inês e Água Fria completam os eixos, e a Santa Inês segue rumo à serra. O metrô mais próximo fica em Santana e no Jardim São Paulo, na Linha 1-Azul. Entre essas vias, as ruas sobem e descem em sequência, com curvas e calçadas estreitas, e no fim da tarde os ônibus congestionam a Caetano Álvares.",
    housing:
      "O padrão é o sobrado de dois ou três pavimentos em lote estreito, às vezes com garagem escavada sob a casa, às vezes com garagem acima da rua e rampa curta. Basculantes de chapa e portões de abrir de ferro são maioria; deslizantes aparecem onde há recuo lateral. Quando a garagem fica abaixo da rua, a enxurrada desce pela rampa, e uma grelha na entrada com o motor fixado acima do piso evita estragos. Folhas que trabalham em aclive pedem reserva de torque e fim de curso bem ajustado, e nas ruas mais altas a luz cai com temporais.",
  },
  "freguesia-do-o": {
    area: "A Freguesia do Ó começou em 1580, quando o bandeirante Manuel Preto instalou sua fazenda perto do Tietê, e é o núcleo mais antigo da Zona Norte. A região produziu cana e a cachaça que ficou conhecida como caninha do Ó. No alto, o Largo da Matriz, com a Igreja de Nossa Senhora da Expectação do Ó, reúne bares e a vida noturna do bairro, e a escola de samba Rosas de Ouro é da região. Faz divisa com Limão, Brasilândia e Pirituba.",
    access:
      "A Ponte da Freguesia do Ó liga o bairro à Água Branca e à Lapa, do outro lado da Marginal Tietê. As avenidas Inajar de Souza e General Edgard Facó foram abertas sobre córregos canalizados e concentram ônibus; a Avenida Itaberaba sobe rumo à Brasilândia. Na travessia do rio, as pontes do Tietê travam no pico da tarde.",
    housing:
      "Perto do Largo da Matriz sobrevivem casas antigas e sobrados de tijolo, com portões de madeira ou de ferro de duas folhas que podem receber motor pivotante. Nas encostas predominam sobrados de classe média com garagem em rampa, quase sempre com basculante; nas partes baixas, rumo à Marginal, casas térreas e galpões dividem quadras que recebem água nos temporais. Prédios novos, perto das avenidas, trazem portões de condomínio. Em rampa, vale conferir o contrapeso; na baixada, motor e central longe do piso.",
  },
  pirituba: {
    area: "Pirituba, nome tupi ligado aos juncos da várzea, cresceu ao redor da estação da São Paulo Railway, a ferrovia inglesa entre Santos e Jundiaí cujos trilhos hoje levam a Linha 7-Rubi. Estão no distrito bairros como a Vila Zatt e a Vila Bonilha. O distrito faz divisa com Lapa, São Domingos, Freguesia do Ó, Brasilândia e Jaraguá, em relevo de morros e vales.",
    access:
      "A Linha 7-Rubi tem no distrito as estações Piqueri, Vila Clarice e Pirituba, esta junto ao terminal de ônibus. A Avenida Raimundo Pereira de Magalhães, antiga estrada de Campinas, liga a Marginal Tietê ao Jaraguá, e a Avenida Mutinga segue para oeste; a Anhanguera e a Bandeirantes passam bem perto. As ruas internas sobem e descem com força, e os congestionamentos se concentram na chegada à Marginal pela Ponte do Piqueri.",
    housing:
      "Nas vilas mais antigas, perto da estação, há sobrados e casas térreas de lote padrão com basculantes de ferro. Loteamentos mais recentes, perto da Marginal e da Bandeirantes, têm ruas largas e casas de médio e alto padrão com portões maiores, inclusive deslizantes revestidos. Condomínios de prédios recentes trazem garagens coletivas. Nas partes altas, obras e terrenos sem calçamento levantam poeira que se acumula no trilho; limpeza quinzenal e roldanas em bom estado evitam que o motor force.",
  },
  "vila-guilherme": {
    area: "A Vila Guilherme ocupa a planície da margem norte do Tietê, entre Santana e a Vila Maria, e cresceu de chácaras loteadas em ruas retas de casas. Hoje é mais conhecida pelo complexo do Center Norte, com o shopping, o Lar Center e o Expo Center Norte, e pelo Parque do Trote, na antiga pista da Sociedade Paulista de Trote. Faz divisa com Santana, Tucuruvi, Vila Medeiros e Vila Maria.",
    access:
      "A Avenida Otto Baumgart, no Center Norte, e a Avenida Joaquina Ramalho concentram o movimento, que dispara em dias de feira no Expo Center Norte. A Marginal Tietê faz o limite sul, e a Ponte da Vila Guilherme leva ao outro lado do rio. As estações mais próximas da Linha 1-Azul são Portuguesa-Tietê, Carandiru e Santana. Nas ruas residenciais o trânsito é leve, mas caminhões de transportadoras circulam pela área plana o dia inteiro.",
    housing:
      "Casas térreas com quintal e sobrados de lote estreito formam a maior parte das quadras, com poucos prédios altos; os portões são basculantes de chapa ou de abrir, muitos antigos. Entre as casas há galpões, transportadoras e depósitos com deslizantes largos e pesados. Por ser terreno baixo, com córregos canalizados, algumas ruas recebem água em temporais, o que pede o motor do deslizante apoiado num degrau de alvenaria e a placa presa bem acima do chão. Onde o portão de um depósito abre o dia todo, o motor precisa aguentar serviço contínuo.",
  },
  jacana: {
    area: "O Jaçanã ocupa um vale entre os morros da Cantareira, no extremo norte da capital. A região já se chamou Guapira, nome que ficou na avenida principal; o atual é o de uma ave de brejo. Teve estação no ramal do Tramway da Cantareira para Guarulhos, o trem das onze da canção de Adoniran Barbosa, e abrigou os estúdios da Companhia Cinematográfica Maristela. O distrito faz divisa com Tremembé, Tucuruvi, Vila Medeiros e o município de Guarulhos.",
    access:
      "As avenidas Guapira e Luís Stamatis ligam os bairros ao restante da Zona Norte, e a Rodovia Fernão Dias cruza a região rumo a Minas Gerais. Não há metrô no distrito; a estação Tucuruvi, da Linha 1-Azul, é o ponto de integração mais usado, por ônibus. As ruas residenciais sobem as encostas com curvas e trechos estreitos, e em muitos endereços o carro precisa parar em declive.",
    housing:
      "Predominam sobrados e casas construídos por etapas em lotes estreitos, com garagem no térreo e portão basculante de ferro ou portão de abrir feito pelo serralheiro; conjuntos e alguns prédios recentes aparecem perto das avenidas. Como muitas casas ficam acima ou abaixo do nível da rua, a folha trabalha em rampa e o contrapeso precisa estar certo antes do motor. Na encosta da serra, temporais derrubam galhos sobre a rede e a luz cai com frequência: nobreak próprio para portão e chave de destravamento à mão evitam ficar preso na garagem.",
  },
  brasilandia: {
    area: "A Brasilândia nasceu de sítios e chácaras loteados em meados do século XX, e o nome vem de Brasílio Simões, dono de terras na região. Cresceu com migrantes vindos de todo o país, que ergueram as casas por conta própria, e hoje reúne dezenas de bairros, como a Vila Brasilândia e o Jardim Damasceno; ao norte, o distrito encosta na mata da Cantareira. Faz divisa com Freguesia do Ó, Cachoeirinha e Pirituba.",
    access:
      "A Avenida Deputado Cantídio Sampaio corta o distrito de ponta a ponta e, com as avenidas Inajar de Souza, João Paulo I e Elísio Teixeira Leite, concentra ônibus e comércio; nos horários de pico o trânsito fica travado em vias estreitas. Nas ruas internas, a declividade é forte, há escadarias e vielas, e nem sempre um carro consegue parar em frente à garagem.",
    housing:
      "Quase tudo é casa de construção própria, erguida em etapas sobre lotes pequenos, com a garagem no térreo e a família nos andares de cima. Os portões costumam ser basculantes ou de correr feitos pelo serralheiro do bairro, de ferro e às vezes mais pesados do que parecem; antes do motor, vale conferir prumo, guias e fixação na alvenaria. Garagens curtas exigem que a folha não invada a calçada ao abrir. Como a encosta é exposta a descargas elétricas, DPS e aterramento são tão importantes quanto a escolha do motor.",
  },
  limao: {
    area: "O Limão fica na margem norte do Tietê, entre a Casa Verde e a Freguesia do Ó, e cresceu no século XX com chácaras divididas em vilas de casas e com indústrias perto do rio. De classe média e com atividade industrial, é a terra da escola de samba Mocidade Alegre, e as ruas residenciais sobem da várzea para os morros em direção à Casa Verde Alta.",
    access:
      "A Avenida Inajar de Souza, aberta sobre córrego canalizado, e a Avenida Engenheiro Caetano Álvares são os eixos norte-sul; as avenidas Professor Celestino Bourroul e Deputado Emílio Carlos cortam os bairros, e a Ponte do Limão leva à Barra Funda. Os ônibus ligam o bairro a Santana e ao Terminal Barra Funda. Na chegada à Marginal Tietê, as filas se formam cedo nos dias úteis.",
    housing:
      "Nas vilas antigas predominam sobrados e casas térreas com garagem frontal e basculante de chapa, muitas em ruas que sobem em direção à Casa Verde Alta. Perto da Marginal, galpões e pequenas indústrias usam deslizantes grandes e portões de abrir largos, acionados muitas vezes por dia. Nas quadras baixas, próximas aos córregos, a água sobe em temporais: motor de deslizante sobre base elevada, caixa de passagem vedada e, depois de um alagamento, disjuntor desligado até a verificação.",
  },

  // Zona Oeste
  pinheiros: {
    area: "Pinheiros surgiu por volta de 1560 como aldeamento indígena à beira do rio que lhe dá o nome, no ponto hoje ocupado pelo Largo de Pinheiros, e é tido como um dos bairros mais antigos da cidade. O distrito inclui também a Vila Madalena, o Jardim Paulistano e o Jardim Europa. Faz divisa com Alto de Pinheiros, Perdizes, Jardim Paulista e Itaim Bibi e, do outro lado do rio, com o Butantã. A parte baixa é várzea; a alta sobe rumo ao espigão.",
    access:
      "A Linha 4-Amarela tem as estações Pinheiros, Faria Lima e Fradique Coutinho, e a Pinheiros se integra à Linha 9-Esmeralda e a um terminal de ônibus. As avenidas Rebouças, Eusébio Matoso, Brigadeiro Faria Lima e Pedroso de Morais, além da Marginal, concentram o tráfego, com lentidão longa no fim da tarde. Nas ruas internas, como Teodoro Sampaio e Cardeal Arcoverde, o estacionamento é rotativo e disputado; vale combinar o uso da própria garagem durante a instalação.",
    housing:
      "Ao redor do Largo da Batata e da Faria Lima, torres residenciais e comerciais recentes têm garagens de fluxo constante, portões largos e eclusas. Nas ruas internas sobrevivem vilas de casas geminadas, com um portão comum para vários moradores, e sobrados com basculante estreito. No Jardim Europa e no Jardim Paulistano, as casas são grandes e os portões, altos e pesados, muitas vezes de madeira ou alumínio. Obras constantes levantam pó de cimento, que se acumula nas roldanas e no trilho e deve ser removido com pano seco, nunca com graxa.",
  },
  lapa: {
    area: "A Lapa cresceu no século XX como bairro industrial e operário ao longo das ferrovias Santos-Jundiaí e Sorocabana, hoje percorridas pelas linhas 7-Rubi e 8-Diamante. Os trilhos dividem o distrito: ao norte fica a Lapa de Baixo, que chega à Marginal Tietê; ao sul, o centro comercial, a Vila Romana, a Vila Ipojuca e, a sudoeste, o Alto da Lapa, loteado pela Companhia City. Faz divisa com Barra Funda, Perdizes, Alto de Pinheiros, Vila Leopoldina, Jaguara, São Domingos, Pirituba e Freguesia do Ó.",
    access:
      "As linhas 7 e 8 têm estações próprias na Lapa, e o Terminal Lapa reúne ônibus para boa parte da Zona Oeste. A Rua Guaicurus, a Avenida Ermano Marchetti, na Lapa de Baixo, e a Rua Clélia organizam o trânsito, que trava junto às travessias da ferrovia e na chegada à Marginal pela Ponte do Piqueri. No centro comercial, o estacionamento é rotativo e disputado, sobretudo nos dias de maior movimento no Mercado da Lapa.",
    housing:
      "No Alto da Lapa, de traçado da City, predominam casas térreas e sobrados de médio e alto padrão, com portões basculantes largos e pivotantes revestidos. Na Vila Romana, vilas de sobradinhos convivem com prédios de médio porte, e a garagem do prédio costuma ter rampa logo na entrada. Na Lapa de Baixo ainda há galpões, oficinas e casas operárias, com deslizantes pesados de chapa e portões de abrir. A parte plana perto do Tietê recebe água em chuvas fortes, e nesses endereços o motor não pode ficar rente ao piso.",
  },
  perdizes: {
    area: "Perdizes ocupa os morros entre o vale do Pacaembu e a Lapa; no Largo Padre Péricles, numa das pontas do bairro, desce o Minhocão, e na Rua Monte Alegre fica a PUC-SP. O distrito abrange o bairro de Perdizes, o Sumaré e boa parte da Vila Pompeia, e faz divisa com Consolação, Santa Cecília, Barra Funda, Lapa e Pinheiros. O relevo alterna espigões e vales, entre o alto do Sumaré e as baixadas de córregos hoje canalizados.",
    access:
      "A Avenida Sumaré, que corre sobre córrego canalizado no fundo do vale, e a Avenida Francisco Matarazzo são as ligações mais planas; Cardoso de Almeida, Turiaçu e Monte Alegre sobem e descem as colinas. A estação Sumaré, da Linha 2-Verde, fica sobre a avenida de mesmo nome. O Minhocão e a Avenida Pacaembu levam ao Centro. Muitas ruas residenciais são íngremes e estreitas, e às vezes é preciso estacionar a uma ou duas quadras do portão.",
    housing:
      "Prédios residenciais altos, muitos lançados a partir dos anos 1970, dominam as encostas; a garagem costuma ficar em subsolo, com rampa forte logo depois do portão, o que exige travamento firme e força bem regulada na central. Entre eles resistem casas e casarões, alguns tombados, com portões de abrir antigos que pedem revisão das dobradiças antes de qualquer automação. Sobrados estreitos usam basculante. Na baixada da Sumaré, a água dos temporais desce rápido pelas ruas laterais e pode atingir motores instalados baixo.",
  },
  butanta: {
    area: "O Butantã, nome tupi para terra muito dura, fica na margem oeste do Rio Pinheiros e foi rota de bandeirantes rumo ao interior, memória guardada na Casa do Bandeirante, casa de taipa do período colonial na Praça Monteiro Lobato. O distrito inclui o City Butantã, bairro-jardim junto ao rio, Caxingui, Vila Indiana, Jardim Bonfiglioli e Vila Gomes, além da Cidade Universitária e do Instituto Butantan. Faz divisa com Pinheiros, Alto de Pinheiros, Jaguaré, Rio Pequeno, Raposo Tavares, Vila Sônia e Morumbi.",
    access:
      "A estação Butantã, da Linha 4-Amarela, abriu em 2011, e dali a linha segue pela Avenida Francisco Morato até a São Paulo-Morumbi e a Vila Sônia. Os corredores comerciais são as avenidas Vital Brasil, Corifeu de Azevedo Marques, Francisco Morato e Eliseu de Almeida, além das ruas Alvarenga e MMDC. As pontes Eusébio Matoso e da Cidade Universitária engarrafam nos fins de tarde.",
    housing:
      "No City Butantã, ruas sinuosas e arborizadas abrigam casas grandes com portões pesados, muitas vezes pivotantes ou deslizantes revestidos. Na Vila Indiana e perto da USP, casas antigas foram divididas em repúblicas e quitinetes, com portões usados por muita gente ao longo do dia. Caxingui e Jardim Bonfiglioli têm sobrados em ladeira, com garagem em rampa e basculante de ferro. Árvores altas e temporais de verão pedem DPS e aterramento, e folhas acumuladas no trilho precisam ser varridas com frequência.",
  },
  morumbi: {
    area: "O Morumbi fica na margem oeste do Rio Pinheiros e pertence à subprefeitura do Butantã, na Zona Oeste. O distrito ocupa colinas loteadas como bairro-jardim de casas grandes, inclui o Jardim Guedala, o Real Parque e as ruas em volta do estádio e do Palácio dos Bandeirantes, sede do governo paulista, e faz divisa com Butantã, Vila Sônia e Vila Andrade. As ruas seguem as curvas do relevo, com lotes amplos e muito verde; convivem ali mansões, condomínios verticais de alto padrão e comunidades como a do Real Parque.",
    access:
      "As avenidas Morumbi e Jorge João Saad são as principais ligações internas, e as pontes do Morumbi e Cidade Jardim fazem a travessia do Pinheiros. A estação São Paulo-Morumbi, da Linha 4-Amarela, atende a parte mais próxima do estádio. Quando há jogo ou show, vários quarteirões ficam bloqueados. As ruas sinuosas têm subidas fortes e poucos pontos de parada, e em loteamentos com controle de acesso o técnico precisa se identificar na guarita antes de chegar ao portão.",
    housing:
      "Nas casas grandes aparecem pivotantes de duas folhas com mais de dois metros de altura e deslizantes longos sob medida; nos condomínios verticais, eclusas com portão de pedestres separado. Num pivotante desse porte cada folha recebe seu motor, e dobradiças, pilares e batente central precisam estar firmes antes da instalação. Árvores grandes sobre a rede elétrica tornam comuns os desligamentos da rede em dia de vento e chuva, e um nobreak ou bateria mantém o portão operando. Quando o motor é integrado a câmeras, interfone e central de alarme, convém prever tubulação separada para os cabos de sinal.",
  },
  "vila-leopoldina": {
    area: "A Vila Leopoldina ocupa terrenos planos de várzea perto do encontro dos rios Pinheiros e Tietê. Cresceu com indústrias e, a partir dos anos 1960, com o entreposto do Ceasa, hoje Ceagesp, que abastece de frutas, verduras e peixes boa parte da Grande São Paulo. Nas últimas décadas, galpões deram lugar a condomínios de torres altas, sobretudo nas ruas perto do Parque Villa-Lobos. Faz divisa com Lapa e Alto de Pinheiros e, do outro lado do Rio Pinheiros, com o Jaguaré.",
    access:
      "O distrito fica entre a Marginal Pinheiros e a Marginal Tietê, junto ao Cebolão, e é servido pela Linha 8-Diamante, nas estações Imperatriz Leopoldina e Domingos de Moraes, e pela Linha 9-Esmeralda, na estação Ceasa. As avenidas Gastão Vidigal, Imperatriz Leopoldina e Mofarrej concentram o tráfego, e a Ponte do Jaguaré cruza o rio. Caminhões que abastecem o Ceagesp lotam o entorno na madrugada e no início da manhã.",
    housing:
      "Os condomínios-clube recentes, com várias torres e garagens para centenas de carros, têm portões de entrada que abrem quase sem parar e pedem motor de serviço pesado, fotocélula e nobreak. Nas ruas antigas, perto da Lapa, permanecem sobrados e casas operárias com basculantes de ferro. Galpões de logística e estúdios de fotografia e cinema usam deslizantes largos. Por ser terreno plano de várzea, algumas quadras acumulam água em temporais, e a poeira levantada pelos caminhões suja trilhos, roldanas e cremalheiras, pedindo limpeza frequente.",
  },
  jaguare: {
    area: "O Jaguaré, do tupi lugar onde há onças, foi um dos primeiros bairros planejados de São Paulo: o engenheiro Henrique Dumont Villares, sobrinho de Santos Dumont, loteou a área separando zonas industrial, comercial e residencial. O distrito reúne o Centro Industrial do Jaguaré, junto ao rio, a Vila Jaguaré e a Vila Nova Jaguaré, favela que passou por obras de urbanização. Faz divisa com Vila Leopoldina, Alto de Pinheiros, Butantã, Rio Pequeno e Osasco.",
    access:
      "A Ponte do Jaguaré liga o distrito à Vila Leopoldina e à Lapa; a Avenida Jaguaré sobe do rio até o alto do bairro, e a Marginal Pinheiros recebe o tráfego de caminhões das indústrias. A estação Villa-Lobos-Jaguaré, da Linha 9-Esmeralda, apesar do nome, fica do outro lado do rio. Entre o Centro Industrial e as vilas, as ruas têm subida forte, e caminhões manobrando em portões de fábrica às vezes bloqueiam a passagem.",
    housing:
      "Nas áreas planas perto do rio ficam fábricas e centros de distribuição com deslizantes longos e pesados, muitas vezes com portão de pedestres à parte, em uso intenso durante os turnos. No alto, as vilas têm sobrados e casas térreas de família, com basculantes comuns, e perto das avenidas surgem prédios de classe média. Para portões de galpão, o motor deve ser escolhido pelo peso real da folha, com folga de torque; a poeira das vias industriais exige limpeza frequente do trilho.",
  },
  "alto-de-pinheiros": {
    area: "O Alto de Pinheiros é um dos bairros-jardim da Companhia City, ocupado depois que a Light retificou o Rio Pinheiros e acabou com as cheias da várzea. O resultado é um bairro de ruas curvas e lotes grandes, de renda alta, com o Parque Villa-Lobos junto à Marginal e a Praça do Pôr do Sol no alto, de onde se vê o vale do rio. Faz divisa com Pinheiros, Lapa e Vila Leopoldina e, do outro lado do rio, com Jaguaré e Butantã.",
    access:
      "A Linha 9-Esmeralda tem as estações Villa-Lobos-Jaguaré e Cidade Universitária junto à Marginal Pinheiros, e a estação Vila Madalena, da Linha 2-Verde, atende a parte alta. As avenidas Pedroso de Morais, Professor Fonseca Rodrigues e Diógenes Ribeiro de Lima cruzam o distrito; nas ruas internas o trânsito é leve, com lombadas e ruas sem saída, e em dias de evento no Villa-Lobos o entorno fica cheio.",
    housing:
      "Predominam casas amplas, de um ou dois pavimentos, com recuo, muro alto e portões grandes, muitas vezes pivotantes de madeira ou deslizantes revestidos, bem mais pesados que um portão comum. Para eles, o motor precisa de torque de sobra e partida e parada suaves, para não forçar dobradiças e acabamento. Copas de árvores soltam folhas e galhos sobre trilhos e sensores, e quedas de energia com vento forte pedem nobreak. Alguns prédios baixos, perto da Pedroso de Morais, usam portões de condomínio.",
  },
  "barra-funda": {
    area: "A Barra Funda cresceu na várzea ao sul do Tietê, cortada desde o século XIX pelas ferrovias Santos-Jundiaí e Sorocabana. Bairro de operários italianos e de famílias negras, é considerado berço do samba paulistano: ali nasceu, em 1914, o Cordão da Barra Funda, origem da Camisa Verde e Branco. Abriga o Memorial da América Latina, os centros de treinamento do Palmeiras e do São Paulo e fica vizinha do Parque da Água Branca.",
    access:
      "O Terminal Palmeiras-Barra Funda reúne a Linha 3-Vermelha do metrô, as linhas 7-Rubi e 8-Diamante de trem e a rodoviária, e as avenidas Marquês de São Vicente, Francisco Matarazzo e Auro Soares de Moura Andrade ligam o bairro à Marginal Tietê e ao Centro. Em dia de jogo ou show no Allianz Parque o trânsito trava ao redor. Como há poucas travessias sobre os trilhos, convém conferir de que lado da linha fica o endereço antes de sair.",
    housing:
      "Condomínios novos, em terrenos de antigas fábricas perto da Marquês de São Vicente, têm garagens grandes com portões que abrem o dia todo. Nas ruas antigas, como a Lopes Chaves, da casa de Mário de Andrade, restam sobrados operários e vilas com basculantes estreitos. Galpões, oficinas e estúdios usam deslizantes largos e pesados. As ruas baixas junto à ferrovia alagam em temporais, e ali motor e central devem ficar bem acima do piso, com o disjuntor desligado depois de qualquer enchente.",
  },
  pompeia: {
    area: "A Vila Pompeia cresceu no começo do século XX em terrenos loteados entre Perdizes, a Lapa e a Água Branca, na encosta que desce do espigão do Sumaré para a várzea do Tietê. Abrigou operários das fábricas da várzea, como a vidraria Santa Marina e as Indústrias Matarazzo, foi berço dos Mutantes e tem o Sesc numa antiga fábrica de tambores reformada por Lina Bo Bardi.",
    access:
      "A Avenida Pompeia sobe da Avenida Francisco Matarazzo em direção ao Sumaré, e a Rua Clélia liga o bairro à Lapa. Para o metrô, os moradores usam as estações Vila Madalena e Sumaré, da Linha 2-Verde, e a Palmeiras-Barra Funda, na várzea. Dias de jogo ou show no Allianz Parque travam as ruas de baixo, e a Feira de Artes da Vila Pompeia, uma vez por ano, fecha várias quadras.",
    housing:
      "As vilas de sobradinhos geminados, marca do bairro, têm garagens estreitas com basculantes de ferro e, às vezes, um portão único para toda a vila, aberto por vários moradores ao longo do dia. Prédios de médio porte, muitos recentes, trazem garagens em subsolo com rampa íngreme. Nas ladeiras entre a Avenida Pompeia e as ruas de cima, a folha do basculante trabalha inclinada e pede contrapeso certo e fim de curso bem regulado. Em vila com portão comum, cada morador deve ter o próprio controle cadastrado.",
  },
  "vila-madalena": {
    area: "A Vila Madalena, parte do distrito de Pinheiros, ocupa morros de ruas íngremes entre Pinheiros e o Sumarezinho. Bairro de casas simples até meados do século XX, virou reduto de estudantes e artistas nos anos 1970, com a USP já instalada na Cidade Universitária, do outro lado do rio. Hoje é conhecida pelos bares, ateliês e galerias, pelos grafites do Beco do Batman e pela escola de samba Pérola Negra.",
    access:
      "A Linha 2-Verde termina na estação Vila Madalena, e a Fradique Coutinho, da Linha 4-Amarela, fica na borda com Pinheiros. As ruas Harmonia, Wisard, Fidalga, Mourato Coelho e Girassol sobem e descem morros, muitas em mão única, e a Rua Heitor Penteado passa pelo alto do bairro. Nas noites de quinta a sábado e no carnaval de blocos, bares e pedestres ocupam as calçadas e estacionar fica quase impossível; visitas rendem mais pela manhã.",
    housing:
      "O tecido é de sobrados geminados em lotes estreitos, muitos convertidos em ateliês, galerias e estúdios, com garagem para um carro e basculante encaixado entre paredes. Prédios baixos recentes, construídos onde havia duas ou três casas, têm portões deslizantes de grade e rampas curtas. Em ladeira, o basculante trabalha desequilibrado e o deslizante tende a correr sozinho; conferir o contrapeso ou instalar trava faz parte do serviço. Portões que abrem de madrugada, perto dos bares, ganham com partida suave e engrenagem bem lubrificada.",
  },
  "rio-pequeno": {
    area: "O Rio Pequeno, da subprefeitura do Butantã, fica a oeste da Cidade Universitária e é um distrito de relevo irregular, em que bairros de classe média, conjuntos habitacionais e comunidades ficam lado a lado, às vezes na mesma encosta. Faz divisa com Jaguaré, Butantã, Raposo Tavares e Osasco.",
    access:
      "A Avenida Escola Politécnica e a Avenida Corifeu de Azevedo Marques atravessam o distrito e concentram ônibus e comércio. Não há metrô nem trem; a estação Butantã, da Linha 4-Amarela, é alcançada de ônibus. O relevo irregular cria subidas curtas e fortes, e o pico se concentra na chegada à Raposo.",
    housing:
      "Há de tudo: conjuntos habitacionais, sobrados de construção própria, casas térreas antigas e condomínios fechados de classe média, alguns horizontais. Nos sobrados, o basculante de ferro é o mais comum; nos condomínios, portões deslizantes largos de entrada abrem dezenas de vezes por hora. Em ruas de subida, a garagem frequentemente fica em desnível com a calçada, e a folha precisa de trava ou contrapeso ajustado. Quedas de energia em temporais afetam a região, e um nobreak no portão da portaria evita moradores presos do lado de fora.",
  },
  "jardim-paulista": {
    area: "O distrito do Jardim Paulista reúne três bairros dos Jardins: o Jardim Paulista, de alamedas com nomes de cidades paulistas; o Jardim América, primeiro bairro-jardim do país, projetado pelos ingleses Barry Parker e Raymond Unwin para a Companhia City na década de 1910, com ruas batizadas com nomes de países das Américas; e parte de Cerqueira César, com a Rua Oscar Freire. O traçado, a vegetação e o desenho dos lotes dos Jardins são tombados pelo Condephaat.",
    access:
      "A Avenida Paulista marca o limite norte, e as avenidas Rebouças, Nove de Julho, Brasil e Brigadeiro Luís Antônio cortam ou contornam o distrito, com lentidão frequente; nas alamedas Santos, Lorena e Jaú o estacionamento é rotativo. O metrô atende pelas estações Trianon-MASP, Consolação e Clínicas, da Linha 2-Verde, e Oscar Freire, da Linha 4-Amarela. No Jardim América as ruas curvas têm pouco tráfego, mas muitos imóveis contam com vigilância que pede identificação de quem chega.",
    housing:
      "Nas alamedas do Jardim Paulista e em Cerqueira César predominam edifícios residenciais de médio e alto padrão, com garagens de acesso controlado e portões que precisam ser rápidos e discretos. No Jardim América, casas amplas atrás de muros altos usam portões pivotantes ou deslizantes revestidos de madeira ou alumínio, pesados e feitos sob medida; para eles, o motor deve ter torque de sobra e desaceleração suave. As árvores antigas protegidas pelo tombamento soltam folhas e sementes que entopem trilhos e cobrem fotocélulas, o que pede limpeza regular.",
  },
  "itaim-bibi": {
    area: "O Itaim Bibi reúne o bairro homônimo, a Vila Olímpia e parte do Brooklin Novo, na antiga várzea do Rio Pinheiros. Bairro de chácaras e depois de casas de classe média, virou nas últimas décadas um dos maiores centros de escritórios da cidade, com as torres das avenidas Brigadeiro Faria Lima e Juscelino Kubitschek. A Vila Olímpia somou escritórios e casas noturnas às antigas ruas de sobrados.",
    access:
      "As avenidas Brigadeiro Faria Lima, Juscelino Kubitschek, Santo Amaro, Hélio Pellegrino e Cidade Jardim, além da Marginal Pinheiros, concentram um tráfego intenso de segunda a sexta. A Linha 9-Esmeralda tem as estações Cidade Jardim e Vila Olímpia junto ao rio. Vagas na rua são escassas; nos prédios corporativos, prestadores passam por cadastro e horário de carga definido, e nos residenciais o zelador costuma reservar a rampa para a instalação.",
    housing:
      "As ruas internas do Itaim, como as próximas ao Parque do Povo, trocaram sobrados por torres residenciais com garagens de vários subsolos, portões rápidos e eclusas. Ainda restam casas e sobrados antigos, com basculantes estreitos, entre uma torre e outra. Na Vila Olímpia, terreno baixo da antiga várzea, garagens em subsolo merecem atenção com a água dos temporais. Em condomínios de fluxo contínuo, motor para uso intenso, fotocélula e controles de código rolante são o padrão.",
  },
};
