// Being built (issue 6).
export default function ChatReportPage() {
  return null;
}
