// Settings › Comments: the closing (wrap-up) comments agents pick when they close a chat, in the order agents
// see them. The whole list sits on one page in sortOrder and is reordered by drag, keyboard or row menu;
// search and filters narrow it in the browser and switch reordering off while they do (crud/OrderedListPage.tsx).
import { Typography } from 'antd';
import type { Comment, CommentInput } from '@live-agent/contracts';
import { comments } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { OrderedListPage, type OrderedListSpec } from '../../crud/OrderedListPage';
import { CommentDrawer, draftOf } from './components/CommentDrawer';

const bySortOrder = (a: Comment, b: Comment) => a.sortOrder - b.sortOrder || a.id - b.id;

const columnsOf: OrderedListSpec<Comment, CommentInput>['columns'] = ({ departments, active }, { ordered }, t) => {
  const positions = new Map(ordered.map((comment, index) => [comment.id, index + 1]));
  return [
    {
      key: 'position',
      title: (
        <abbr title={t('comments.fields.position')} style={{ textDecoration: 'none' }}>
          #
        </abbr>
      ),
      width: 56,
      align: 'right',
      render: (_: unknown, comment: Comment) => (
        <Typography.Text type="secondary">{positions.get(comment.id)}</Typography.Text>
      ),
    },
    {
      key: 'text',
      title: t('comments.fields.text'),
      render: (_: unknown, comment: Comment) => (
        <Typography.Text type={comment.isActive ? undefined : 'secondary'} className="la-comment-text">
          {comment.text}
        </Typography.Text>
      ),
    },
    departments,
    active,
  ];
};

const COMMENTS: OrderedListSpec<Comment, CommentInput> = {
  resource: comments,
  list: LISTS.comments,
  order: (rows) => [...rows].sort(bySortOrder),
  searchIn: (comment) => [comment.text],
  describe: (comment) => comment.text,
  draftOf,
  departmentsWidth: 260,
  columns: columnsOf,
};

function CommentsPage(_props: { tab?: string }) {
  return (
    <OrderedListPage
      {...COMMENTS}
      drawer={(form, comment, { departments }) => (
        <CommentDrawer
          {...form}
          comment={comment}
          departmentOptions={departments.options}
          departmentsLoading={departments.loading}
        />
      )}
    />
  );
}

export default CommentsPage;
