// Being built (issue 6).
export default function AgentAnalysisPage() {
  return null;
}
