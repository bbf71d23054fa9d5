// What a broken rule says in European Portuguese (../messages.ts, RULE_TEXTS). One module per language, so a page that
// speaks one language, such as the sign-in forms, carries that one.
import type { RuleTexts } from './en';

export const RULE_TEXTS_PT: RuleTexts = {
  invalid: 'Os dados indicados são inválidos.',
  required: 'Este campo é obrigatório.',
  email: 'Introduza um endereço de e-mail válido.',
  wholeNumber: 'Introduza um número inteiro de {{min}} a {{max}}.',
  length: 'Introduza de {{min}} a {{max}} caracteres.',
  maxLength: 'Use no máximo {{max}} caracteres.',
  choice: 'Escolha um dos valores disponíveis.',
  boolean: 'Escolha sim ou não.',
  reference: 'O item selecionado não existe.',
  pickAtLeastOne: 'Escolha pelo menos um item.',
  timezone: 'Escolha um fuso horário válido.',
  time: 'Use o formato HH:mm.',
  date: 'Introduza uma data válida.',
  phone: 'Introduza um número de telefone (algarismos, espaços, +, - e parênteses; 6 a 20 caracteres).',
  postcode: 'Introduza um código postal de 3 a 10 letras ou algarismos.',
  cardNumber: 'Este número de cartão não é válido.',
  expiryFormat: 'Use o formato MM/AA.',
  expiryPast: 'Este cartão expirou.',
  cvv: 'Introduza os 3 ou 4 algarismos no verso do cartão.',
  // blog
  slug: 'Use letras minúsculas (de qualquer língua) e dígitos unidos por hífenes simples, p. ex. o-meu-primeiro-artigo.',
  url: 'Introduza um endereço web que comece por http:// ou https://.',
  // email
  recipientRequired: 'Adicione pelo menos um destinatário.',
  badAddress: '“{{address}}” não é um endereço de e-mail válido.',
  attachmentType:
    '“{{name}}” não pode ser anexado: anexe um PDF, uma imagem, um ficheiro de texto, CSV ou Office, ou um arquivo ZIP.',
  attachmentSize: '“{{name}}” tem mais de {{max}} MB.',
  attachmentCount: 'Anexe no máximo {{max}} ficheiros.',
  attachmentBroken: 'Não foi possível ler “{{name}}”. Anexe-o novamente.',
  attachmentGone: '“{{name}}” já não está no e-mail que está a reencaminhar. Remova-o para enviar.',
  // chat
  messageRequired: 'Escreva primeiro uma mensagem.',
  messageTooLong: 'Uma mensagem pode ter no máximo {{max}} caracteres.',
  aboutTooLong: 'O texto “Sobre” pode ter no máximo {{max}} caracteres.',
  // invoice
  dueBeforeIssued: 'A data de vencimento não pode ser anterior à data de emissão.',
  noItems: 'Adicione pelo menos uma linha.',
  tooManyItems: 'Use no máximo {{max}} linhas.',
  amount: 'Introduza um montante de {{min}} a {{max}}.',
  percent: 'Introduza uma percentagem de 0 a 100.',
  paymentTooLarge: 'O pagamento não pode exceder o saldo de {{balance}}.',
  // to-do and calendar
  titleRequired: 'O título é obrigatório.',
  startDate: 'O início tem de ser uma data.',
  endDate: 'O fim tem de ser uma data.',
  endBeforeStart: 'O fim não pode ser anterior ao início.',
  unknownCalendar: 'Calendário desconhecido.',
  // users
  username: 'Use de 3 a 30 letras, dígitos, pontos, hífenes ou sublinhados.',
  birthDateFuture: 'A data de nascimento não pode estar no futuro.',
  avatar: 'Use uma imagem JPG, PNG ou GIF de no máximo {{max}} KB.',
  passwordRules: 'Use pelo menos 8 caracteres com uma letra e um dígito.',
  passwordMismatch: 'As duas palavras-passe não coincidem.',
  // live-agent
  weekDays: 'Escolha pelo menos um dia.',
  weekDayRange: 'Use dias de 0 (domingo) a 6 (sábado).',
  sameStartEnd: 'O início e o fim devem ser diferentes.',
  openBeforeClose: 'O horário de abertura deve ser anterior ao de fecho.',
  hoursOverlap: 'Os intervalos do mesmo dia não se podem sobrepor.',
  dateOnce: 'Cada data só pode aparecer uma vez.',
  specialHours: 'Adicione horários de atendimento ou marque o dia como fechado.',
  shortcutFormat: 'Use de 2 a 32 letras minúsculas, algarismos, _ ou -.',
  slaAboveMaxWait: 'O objetivo de primeira resposta não pode exceder a espera máxima.',
  hexColor: 'Use uma cor como #1a2b3c.',
  // live monitor and agent inbox
  oneTarget: 'Escolha um agente ou uma fila.',
  commentRequired: 'É obrigatório um comentário de fecho.',
  // organisation
  logo: 'Use uma imagem PNG, JPEG, GIF, WebP ou SVG de no máximo {{max}} MB.',
};
