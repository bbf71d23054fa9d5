// Being built (issue 6).
export default function DashboardPage() {
  return null;
}
