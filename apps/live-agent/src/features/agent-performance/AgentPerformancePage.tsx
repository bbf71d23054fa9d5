// Being built (issue 6).
export default function AgentPerformancePage() {
  return null;
}
