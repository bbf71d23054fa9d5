// A poll: each option with its share of the votes; until the user has voted, a button per option. A vote
// counts once (the server refuses a second) and the percentages follow the new counts.
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProfilePoll } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export function PollCard({
  poll,
  voting,
  onVote,
}: {
  poll: ProfilePoll;
  voting: boolean;
  onVote: (optionId: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
  const voted = poll.votedOptionId !== null;
  return (
    <Card
      title={<bdi>{poll.question}</bdi>}
      size="small"
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid={`poll-${poll.id}`}
    >
      <Flex vertical gap={10}>
        {poll.options.map((option) => {
          const percent = total ? (option.votes / total) * 100 : 0;
          const mine = poll.votedOptionId === option.id;
          return (
            <div key={option.id} data-option={option.id}>
              <Flex justify="space-between" gap={8} align="center">
                <Typography.Text strong={mine}>
                  {mine ? <CheckCircleFilled aria-hidden style={{ marginInlineEnd: 6 }} /> : null}
                  <bdi>{option.text}</bdi>
                  {mine ? <span className="la-sr-only"> {t('profile.polls.yourVote')}</span> : null}
                </Typography.Text>
                <Typography.Text type="secondary" data-testid="percent">
                  {format.percent(percent)}
                </Typography.Text>
              </Flex>
              <Progress
                percent={Math.round(percent)}
                showInfo={false}
                size="small"
                aria-label={`${option.text}: ${format.percent(percent)}`}
              />
              {voted ? null : (
                <Button
                  size="small"
                  onClick={() => onVote(option.id)}
                  loading={voting}
                  aria-label={t('profile.polls.voteFor', { option: option.text })}
                >
                  {t('profile.polls.vote')}
                </Button>
              )}
            </div>
          );
        })}
        <Typography.Text type="secondary">
          {t('profile.polls.votes', { count: total })}
          {voted ? ` · ${t('profile.polls.voted')}` : ''}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
