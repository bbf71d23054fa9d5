// The building blocks of the report screens: period and filters in the URL, the report query, the
// names, formatting, and the cards, states and chart colours they share.
export { useReportSearch } from './useReportSearch';
export { organizationToday, useOrganizationDay, withOrganizationDay } from './organizationDay';
export {
  DATE_PRESETS,
  presetRange,
  rangeFromSearch,
  withRange,
  rangeQuery,
  type DatePreset,
  type DateRange,
} from './dateRange';
export { DateRangeFilter } from './components/DateRangeFilter';
export { UrlFilterSelect } from './components/UrlFilterSelect';
export { ReportFilterBar, ReportFilters, reportFilterSelects, type ReportFilterName } from './components/ReportFilters';
export { SERIES_COLORS, AGENT_STATUS_COLORS, CONVERSATION_STATUS_COLORS, seriesColor } from './components/chartColors';
export {
  ANALYSIS_FILTERS,
  CHATBOT_FILTERS,
  COMMUNICATIONS_FILTERS,
  PERFORMANCE_FILTERS,
  reportQuery,
  reportView,
  useReport,
  type ReportView,
} from './reportQuery';
export { useAgentNames, useCategories, useComments, useDepartments, useQueues, type Lookup } from '../lookups/lookups';
