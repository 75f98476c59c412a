/** A row of GET /report-tasks (spec 02 §3 "Report task"). */
export interface ReportTaskRow {
  id: number | string;
  reportTaskId: number;
  date: string;
  reportTaskTypeName: string;
  userUsername: string;
  isProcessing: boolean;
  isFinished: boolean;
  hasError: boolean;
  errorMessage: string | null;
  fileKey: string | null;
}
