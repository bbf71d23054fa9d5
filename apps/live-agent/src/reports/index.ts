// The building blocks of the report screens: period and filters in the URL, the report state
// factory, formatting, and the cards, states and chart colours they share.
export { productReportFeature } from './productReport';
export { useReportSearch } from './useReportSearch';
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
export { ReportFilters, type ReportFilterName } from './components/ReportFilters';
export { SERIES_COLORS, AGENT_STATUS_COLORS, CONVERSATION_STATUS_COLORS, seriesColor } from './components/chartColors';
export { reportLookups } from './reportLookups';
