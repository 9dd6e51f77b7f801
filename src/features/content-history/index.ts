export {
  useHistoryEntries,
  historyEntriesQueryOptions,
  HISTORY_PAGE_SIZE,
  type HistoryPage,
} from "./api/get-history-entries";
export { useHistoryExport } from "./api/export-history";
export { followRecordedChanges } from "./api/follow-recorded-changes";
export type { HistoryEntry } from "./api/select-history";
export { useHistoryVerification, type HistoryVerification } from "./api/verify-history";
export { describeChanges, type FieldChange } from "./diff";
export type { ExportFile, ExportFormat } from "./export-files";
export {
  archiveViewFromParams,
  archiveViewParams,
  historyFilterFormSchema,
  historyFiltersFromForm,
  noHistoryFilters,
  type ArchiveView,
  type HistoryFilterForm,
  type HistoryFilters,
} from "./filters";
export { ComplianceArchive } from "./components/compliance-archive";
export { PublishedSite } from "./components/published-site/published-site";
export { ItemHistory, type ItemHistoryProps } from "./components/item-history";
export { useActorDirectory } from "./api/get-actor-directory";
export { PersonName } from "./components/person-name";
export { StampAge } from "./components/stamp-age";
export { ReviewLog } from "./components/review-log";
export { AlteredReleaseFile, downloadReleaseFile } from "./api/get-release-files";
export { NOT_FOUND_PATH, type ArchiveRelease, type ArchiveReleaseFile } from "./archive/format";
