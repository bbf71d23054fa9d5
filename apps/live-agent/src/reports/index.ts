// The building blocks of the report screens: period and filters in the URL, the report state factory,
// the filter bar and the chart frame they share. Formatting, the figure cards and the loading and error
// states are ui-kit's (useFormat, StatCard, ReportCard, ReportStatus), for every remote with figures.
export { createReportFeature, cleanQuery, type ReportFeature, type ReportQuery, type ReportState } from './createReportFeature';
export { useReport } from './useReport';
export { useReportSearch } from './useReportSearch';
export { DATE_PRESETS, presetRange, rangeFromSearch, withRange, rangeQuery, type DatePreset, type DateRange } from './dateRange';
export * from './reportTypes';
export { DateRangeFilter } from './components/DateRangeFilter';
export { UrlFilterSelect } from './components/UrlFilterSelect';
export { ReportFilters, type ReportFilterName } from './components/ReportFilters';
export { ChartFrame } from './components/ChartFrame';
export { SERIES_COLORS, AGENT_STATUS_COLORS, CONVERSATION_STATUS_COLORS, seriesColor } from './components/chartColors';
export { reportLookups } from './reportLookups';
