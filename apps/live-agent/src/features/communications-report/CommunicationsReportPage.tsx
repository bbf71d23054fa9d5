// Being built (issue 6).
export default function CommunicationsReportPage() {
  return null;
}
