// Scaffold: replaced by the real screen in this issue.
import NotBuiltPage from '../../scaffold/NotBuiltPage';

export default function ConversationTemplatesPage(_props: { tab?: string }) {
  return <NotBuiltPage screen="ConversationTemplatesPage" />;
}
