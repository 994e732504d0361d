// The paging kit: every paged list pages, sums up and keeps its state the same way.
export { pageOffset, type PageItem } from './pagination';
export { Pagination, type PaginationProps } from './Pagination';
export { usePaging, type SetPage } from './usePaging';
export { ResultSummary, type ResultSummaryProps } from './ResultSummary';
export { useUrlListState, choiceParam, PAGE_PARAM, type UrlParam, type UrlParams, type SetUrlListState } from './useUrlListState';
export { parseWholeNumber, parsePositiveWholeNumber } from './wholeNumber';
