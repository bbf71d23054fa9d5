// Scaffold: replaced by the real screen in this issue.
import NotBuiltPage from '../../scaffold/NotBuiltPage';

export default function GeneralSettingsPage(_props: { tab?: string }) {
  return <NotBuiltPage screen="GeneralSettingsPage" />;
}
