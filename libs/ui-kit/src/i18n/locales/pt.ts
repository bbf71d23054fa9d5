// ui-kit's own strings (namespace 'ui') in Portuguese: a chunk of their own, fetched before the page shows Portuguese
// (../resources.ts).
import { RULE_TEXTS_PT } from '@live-agent/contracts';
import type { UiStrings } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const strings: Shape<UiStrings> = {
  table: {
    search: 'Pesquisar',
    actions: 'Ações',
    edit: 'Editar',
    editNamed: 'Editar {{name}}',
    viewNamed: 'Ver {{name}}',
    view: 'Ver',
    delete: 'Eliminar',
    deleteNamed: 'Eliminar {{name}}',
    deleteTitle: 'Eliminar {{name}}?',
    deleteBody: 'Esta ação não pode ser desfeita.',
    cancel: 'Cancelar',
    error: 'Não foi possível carregar a lista.',
    empty: 'Ainda não há nada aqui.',
    noMatches: 'Nada corresponde a esta pesquisa ou a estes filtros.',
    clearFilters: 'Limpar pesquisa e filtros',
    bulk: 'Ações em massa',
    selected_one: '{{count}} selecionado',
    selected_other: '{{count}} selecionados',
    clearSelection: 'Limpar seleção',
    range: '{{from}}–{{to}} de {{count}}',
    exportCsv: 'Exportar CSV',
    importCsv: 'Importar CSV',
    selectAll: 'Selecionar todas as linhas desta página',
    selectRow: 'Selecionar {{name}}',
    previousPage: 'Página anterior',
    nextPage: 'Página seguinte',
    filterBy: 'Filtrar por {{column}}',
  },
  // What an icon-only control of antd's says (its icon is decorative: icons/decorative.tsx).
  controls: { clear: 'Limpar', search: 'Pesquisar' },
  form: {
    save: 'Guardar',
    cancel: 'Cancelar',
    keptDraft: 'A sua sessão terminou enquanto isto estava aberto. O que tinha escrito foi guardado.',
    restoreDraft: 'Repor',
    discardDraft: 'Descartar',
    discardTitle: 'Descartar as alterações?',
    discardBody: 'O que alterou neste formulário ainda não foi guardado.',
    discard: 'Descartar alterações',
    keepEditing: 'Continuar a editar',
  },
  // The accounts' roles, as the navbar and the access-control page name them.
  accountRoles: { admin: 'Administrador', agent: 'Agente', client: 'Cliente', member: 'Membro' },
  error: {
    title: 'Esta parte da aplicação deixou de funcionar',
    unavailable: '{{remote}} está indisponível no momento',
    unavailableBody:
      'Não foi possível contactar o seu servidor, por isso este ecrã não abre. O resto da aplicação continua a funcionar; tente novamente daqui a pouco.',
    crashedBody: 'Ocorreu um erro ao mostrar esta tela. O resto da aplicação continua a funcionar.',
    retry: 'Tentar novamente',
    details: 'Detalhes técnicos',
  },
  turnedOff: {
    title: '{{remote}} está desligado',
    body: 'Um apresentador desligou esta parte da aplicação. Volte a ligá-la no painel do apresentador para a usar.',
  },
  notFound: { title: 'Página não encontrada', body: 'Não há nada neste endereço.', home: 'Voltar ao início' },
  activity: { active: 'Ativo', inactive: 'Inativo', enabled: 'Ativado', disabled: 'Desativado' },
  lastLogin: { never: 'Nunca' },
  // The rules' texts (@live-agent/contracts), which schemas' checks name by key, and the e-mail rule's own.
  rules: {
    ...RULE_TEXTS_PT,
    emailRequired: 'Insira o endereço de e-mail.',
  },
  stats: {
    vsPrevious: '{{value}} face ao período anterior',
    noPrevious: 'Sem valor anterior',
    exportCsv: 'Exportar CSV',
    exportBlock: 'Exportar «{{block}}» em CSV',
    noData: 'Nada neste período',
    loading: 'A carregar os números…',
    loadFailed: 'Não foi possível carregar os números.',
    refreshFailed: 'Não foi possível carregar os números mais recentes; estes são da última atualização bem-sucedida.',
  },
  loading: 'A carregar…',
  language: 'Idioma',
  // The chat thread (@live-agent/ui-kit/chat).
  chat: {
    loadOlder: 'Carregar mensagens anteriores',
    loadingOlder: 'A carregar mensagens anteriores…',
    olderFailed: 'Não foi possível carregar as mensagens anteriores.',
    beginning: 'Início da conversa',
    empty: 'Sem mensagens.',
  },
  // The statistics and analytics cards (@live-agent/ui-kit/cards).
  cards: {
    periodOf: 'Período de {{card}}',
    periods: { 'last-28-days': 'Últimos 28 dias', 'last-month': 'Mês passado', 'last-year': 'Ano passado' },
    failed: 'Não foi possível carregar este cartão.',
    retry: 'Tentar de novo',
    loading: 'A carregar {{card}}…',
    change: '{{change}} face ao período anterior',
    chartLabel: '{{card}}: {{value}} no período {{period}}',
  },
};

export default strings;
