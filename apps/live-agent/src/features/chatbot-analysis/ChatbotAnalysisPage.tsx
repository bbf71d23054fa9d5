// Being built (issue 6).
export default function ChatbotAnalysisPage() {
  return null;
}
