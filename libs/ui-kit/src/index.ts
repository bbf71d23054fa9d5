export type { RemoteRoute, RemoteRoutesModule, RouteAbility, RouteOpenedAt } from './remote/contract';
export { lazyPage, type PreloadablePage } from './remote/lazyPage';
export { ErrorBoundary } from './feedback/ErrorBoundary';
export { StatusPage, type StatusTone } from './feedback/StatusPage';
export { toast, ToastArea, type ActionToast, type UndoToast } from './feedback/toast';
export {
  tellWriteFailure,
  written,
  type FieldMessages,
  type RefusalWording,
  type Written,
} from './feedback/writeFeedback';
export { Confirm, type ConfirmProps } from './feedback/Confirm';
export { LoadFailedAlert, LoadFailedResult, type LoadFailedAlertProps } from './feedback/LoadFailedAlert';
export { useKeptDraft, useKeptFormDraft, type KeptDraftOptions } from './kept-drafts/useKeptDraft';
export { UnsavedChangesPrompt } from './feedback/UnsavedChangesPrompt';
export { dateInputFormat, useDateInputFormat } from './date-input/dateInputFormat';
export { DateField, impossibleDate, isImpossibleDate, type DateFieldProps } from './date-input/DateField';
export { NumberField, figureOf, numberText, type NumberFieldProps } from './number-input/NumberField';
export { RowField, type RowFieldProps } from './row-field/RowField';
export { APP_WAVE, appTheme, BRAND_PRIMARY, type Skin } from './theme/appTheme';
export { installAntdStyles } from './theme/staticStyles';
export { prefersReducedMotion, useReducedMotion } from './motion/reducedMotion';
export { contrastRatio, mix, readableShade, textOn } from './theme/contrast';
export { ColorTag } from './theme/ColorTag';
export { RemoteUnavailable, RemoteTurnedOff, NotFoundPage, PageSpinner, CrashPage } from './feedback/StatusPages';
export { UI_NAMESPACE, registerUiTranslations } from './i18n/resources';
export { useAccountRoleLabel } from './i18n/accountRoles';
export { registerNamespace } from './i18n/registerNamespace';
export { addLanguageLoader, loadLanguage, switchLanguage, registerNamespaceLoaders } from './i18n/languageLoaders';
export { DataTable, type DataTableColumn, type DataTableProps, type RowActions } from './data-table/DataTable';
export { useTableAccessibility } from './data-table/useTableAccessibility';
export { usePageSizeChanger } from './data-table/pageSizeChanger';
export { FormDrawer, applyFieldErrors, type EditDrawerProps } from './data-table/FormDrawer';
export { PageHeader } from './data-table/PageHeader';
export { ScreenHeading } from './a11y/ScreenHeading';
export { useDocumentTitle } from '@live-agent/store';
export {
  DEFAULT_LIST_PARAMS,
  PAGE_SIZE_OPTIONS,
  toListQuery,
  isNarrowed,
  type ListParams,
  type FilterValue,
} from './data-table/listParams';
export { toCsv, parseCsv, parseCsvRecords, downloadCsv, type CsvColumn } from './data-table/csv';
export { ActiveTag } from './list-widgets/ActiveTag';
export { FilterSelect, useActiveOptions, type FilterOption } from './list-widgets/FilterSelect';
export { LastLogin } from './list-widgets/LastLogin';
export { NameTags, namesOf } from './list-widgets/NameTags';
export { PersonCell } from './list-widgets/PersonCell';
export {
  formRules,
  lengthCount,
  schemaRules,
  schemaRulesAcross,
  useFormRules,
  isEmail,
  type FormRules,
  type LengthCount,
  type SchemaRuleOptions,
  type Translate,
} from './form-rules/formRules';
export { withoutEventHandlers } from './safe-html/withoutEventHandlers';
export { createFormat, NO_VALUE, type Format, type Instant } from './format/format';
export { TimeZoneProvider, useFormat, useTimeZone } from './format/FormatProvider';
export { antdLocaleFor } from './i18n/antdLocale';
export { useClearable, usePagerItems, useSearchButton } from './icons/namedControls';
export { StatCard, type StatCardProps } from './stats/StatCard';
export { ReportCard, type ReportCardProps } from './stats/ReportCard';
export { ReportStatus, type ReportStatusProps } from './stats/ReportStatus';
export { SidePanel, type SidePanelProps } from './side-panel/SidePanel';
export { usePanelVars } from './side-panel/usePanelVars';
export {
  useUrlState,
  useSearchWriter,
  readUrlState,
  writeUrlState,
  urlParam,
  type UrlParam,
  type UrlSchema,
  type UrlValues,
  type UrlStateWriteOptions,
} from './url-state/urlState';
export { useSearchBox, SEARCH_DELAY_MS } from './url-state/useSearchBox';
export { useEqualValue } from './state/useEqualValue';
