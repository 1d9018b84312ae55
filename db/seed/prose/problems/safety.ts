/**
 * The safety note of each problem guide (docs/product.md §4.10), shown above its checks: what
 * not to do with that problem, written for it rather than one note per part of the gate, so a
 * guide does not print its neighbours' warning (docs/content-quality.md). Keyed by the guide's
 * keyword (./guides.ts); every guide has one (tests/unit/keyword-pages.test.ts). Seeded as the
 * quote that opens the guide's "O que você pode verificar com segurança" (decision 0043).
 */
export const GUIDE_SAFETY: Record<string, string> = {
  "motor de portão queimado":
    "Sentiu cheiro de verniz quente? Corte a energia do portão e pare de apertar o controle: cada tentativa esquenta mais as bobinas que já sofreram.",
  "motor de portão esquentando": "Motor que desligou pelo calor precisa esfriar: não fique acionando o portão para ver se ele volta.",
  "motor de portão desarmando o disjuntor":
    "Não religue o disjuntor várias vezes seguidas nem o troque por um de corrente maior: ele desarma para proteger o circuito de um curto ou de um motor forçado.",
  "placa do motor de portão queimada": "Não abra a central com o circuito ligado: a placa fica ligada na tensão da rede elétrica.",
  "central do portão queimada":
    "Central com marca ou cheiro de queimado fica desligada até a avaliação: não troque fusíveis nem mexa nos bornes com o disjuntor ligado.",
  "portão automático dando choque": "Até o técnico chegar, ninguém encosta na folha, no motor ou na fechadura, principalmente com a pele ou o piso molhados.",
  "portão não abre":
    "Antes de soltar o motor pela chave, corte a energia do portão no quadro: um comando no meio da manobra faz a folha andar com a sua mão nela.",
  "portão abre e fecha sozinho":
    "Um portão que anda sem comando pode descer sobre quem passa: deixe a folha fechada, o circuito cortado no quadro, e só a mova solta, à mão.",
  "portão abre sozinho": "Um portão que abre sozinho deixa o imóvel aberto: até o conserto, mantenha o disjuntor desligado e o portão fechado e travado.",
  "portão fecha sozinho": "Não passe a pé nem com o carro enquanto o portão puder fechar sem comando: desligue o disjuntor e abra pelo destravamento.",
  "portão automático lento": "Não empurre a folha para ajudar o motor: a mão pode ficar presa entre o portão e a coluna.",
  "portão não fecha": "Limpe e alinhe os sensores com o circuito do portão desligado: com o feixe livre, a folha parada pode voltar a descer de repente.",
  "portão para no meio": "Não force uma folha parada no meio do curso com o motor travado: destrave o motor antes de movê-la com a mão.",
  "portão volta sozinho ao fechar":
    "Não aumente a força na central para o portão vencer o obstáculo: é esse ajuste que limita o aperto sobre quem estiver no caminho.",
  "fim de curso do portão desregulado":
    "Um portão que passa do ponto pode bater no batente ou sair da guia: até o ajuste, fique longe do fim do curso com ele em movimento.",
  "sensor do portão com defeito":
    "Até o sensor ser trocado, acompanhe cada fechamento com os olhos: sem ele, o portão pode não parar diante de uma pessoa, um animal ou um carro.",
  "fotocélula do portão não funciona":
    "Nunca desligue ou faça ponte na fotocélula para o portão fechar: ela é o que impede o portão de fechar sobre uma pessoa ou um carro.",
  "controle remoto do portão não funciona":
    "Problemas de controle quase nunca são perigosos: dá para testar com calma. Só não abra a central ligada para mexer no receptor.",
  "clonar controle de portão": "Só copie controles que estão com você: um controle perdido deve ser apagado da memória do receptor, não clonado.",
  "programar controle de portão":
    "Ao cadastrar um controle novo, apague também os perdidos e os de antigos moradores: enquanto estiverem na memória, eles abrem o portão.",
  "interfone não abre o portão": "Interfone e botoeira chegam à central por fios: não mexa nessa ligação com o disjuntor do portão ligado.",
  "portão automático travado":
    "Desligue o disjuntor antes de destravar e mover o portão com a mão; sem isso, um comando pode fazer o motor partir com você na folha.",
  "portão basculante pesado":
    "Molas, cabos e contrapesos trabalham sob tensão e podem ferir. Não solte nem ajuste essas peças sozinho; fora do teste de equilíbrio abaixo, mantenha a folha baixada e travada até a visita, com o disjuntor desligado.",
  "portão basculante torto": "Um basculante torto pode escapar da guia: não passe por baixo da folha até o técnico alinhar.",
  "portão basculante não sobe": "Se o basculante parou entreaberto, não passe por baixo dele nem o levante à força com o motor travado.",
  "portão deslizante saindo do trilho": "Não tente recolocar sozinho a folha no trilho: um portão deslizante pesa centenas de quilos e pode tombar.",
  "motor de portão fazendo barulho":
    "Barulho novo é aviso de desgaste. Continuar usando um portão que range ou bate acelera o dano; quanto antes a revisão, mais barato o reparo.",
  "motor de portão molhado depois da chuva":
    "Com água no motor ou cheiro de queimado, desligue o disjuntor e abra o portão manualmente. Não religue até um técnico verificar.",
  "destravar motor de portão":
    "Destravado, o portão fica livre para qualquer pessoa empurrar: trave o motor de novo assim que terminar de mover a folha e não deixe crianças brincarem com ela.",
  "motor de portão ppa não funciona":
    "Motores PPA têm chave de destravamento: com o disjuntor desligado, use-a para abrir e fechar o portão com a mão enquanto o defeito não é resolvido, e trave de novo depois de cada uso.",
  "conserto urgente de portão automático":
    "Na pressa, não deixe ninguém trocar peças sem testar antes: peça o orçamento por escrito, mesmo numa urgência, e a garantia do serviço.",
  "quanto custa consertar motor de portão":
    "Desconfie de preço fechado antes de qualquer teste: sem medir, ninguém sabe se a peça que falhou é a mais barata ou a mais cara.",
  "troca de motor de portão": "Não ligue um motor novo num portão que corre pesado: o esforço queima o motor novo pelo mesmo motivo que queimou o antigo.",
};
