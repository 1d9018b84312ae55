/**
 * Two texts of the owner's own, one per project (both share one database, so each must be
 * unlike the other and unlike every page of the site): plain text in the light syntax of
 * decision 0031, with each thing the substance checklist asks for.
 */
export const SUBSTANCE_TEXT: Record<string, string> = {
  js: `Na Penha visitamos muitas vilas antigas com corredor estreito, onde o carro entra de ré e o portão de correr encosta num muro de tijolo aparente que não aceita parafuso comprido.

Quanto custa? Para essas vilas cobramos entre R$ 1.150 e R$ 1.950 pelo kit completo já montado, incluindo cremalheira de nylon reforçado e dois chaveiros codificados.

## Como organizamos o dia da montagem

1. Chegamos cedo, combinamos com os vizinhos da vila onde deixar as ferramentas e isolamos a calçada com cones.
2. Chumbamos uma chapa de aço grossa no piso, porque o concreto dessas vilas costuma esfarelar com a furadeira.
3. Terminamos explicando ao morador, com calma, como abrir tudo à mão quando faltar energia na rua.

## O que perguntam na vila

Dá para ligar o portão no interfone antigo? Quase sempre sim, com um módulo pequeno escondido dentro da caixa do interfone, sem quebrar a parede nem trocar a fiação do corredor.

Guardamos fotos de cada vila atendida, e isso ajuda a planejar o serviço seguinte: o vizinho que chama depois já sabe quanto tempo leva e onde ficará cada peça.`,
  nojs: `Em prédios pequenos da Vila Mariana o portão basculante costuma dividir a entrada com pedestres, e por isso a fotocélula de segurança é o primeiro item que revisamos em cada chamado.

Qual é o preço? A revisão com lubrificação, aperto das articulações e teste das fotocélulas sai de R$ 280 a R$ 450, conforme o tamanho do braço e o acesso à caixa do motor.

## Passo a passo da revisão

1. Desligamos o disjuntor e soltamos o braço para sentir se a folha está balanceada.
2. Trocamos buchas gastas e limpamos o fim de curso magnético.
3. Religamos, medimos a força de reversão e anotamos tudo na ficha do condomínio.

## Dúvida comum dos síndicos

Precisa parar o portão o dia inteiro? Não: a visita leva cerca de duas horas e a entrada fica liberada no modo manual enquanto trabalhamos.

Ao final o zelador recebe uma lista curta do que observar, como rangido no braço ou demora para fechar, e um contato para chamar assim que algo mudar no barulho do braço.`,
};
