/** The topic that holds the checks every tilting gate needs before any motor (balance, fixing, power); each model's text links it. */
export const GATE_CHECK_TOPIC = "Instalação de Motor para Portão Basculante";
