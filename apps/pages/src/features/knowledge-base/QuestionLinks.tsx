// A list of questions, each a link to its page under the category: a category's sections and a question's related
// questions are drawn alike.
import { FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { KnowledgeBaseQuestionLink } from '@live-agent/contracts';
import { questionPath } from './knowledgeBase.feature';

export interface QuestionLinksProps {
  category: string;
  questions: readonly KnowledgeBaseQuestionLink[];
  'data-testid'?: string;
}

export function QuestionLinks({ category, questions, 'data-testid': testId }: QuestionLinksProps) {
  return (
    <ul className="pages-kb-questions" data-testid={testId}>
      {questions.map((question) => (
        <li key={question.id}>
          <FileTextOutlined aria-hidden="true" />
          <Link to={questionPath(category, question.slug)}>
            <bdi>{question.question}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}
