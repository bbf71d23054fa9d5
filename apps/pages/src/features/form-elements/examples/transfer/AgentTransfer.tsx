// Moving items between two lists; the counts and the select-all menu speak the page's language (antd's locale).
import { useState } from 'react';
import { Button, Checkbox, Flex, Transfer } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const AGENTS = ['Ana Silva', 'Ben Müller', 'Chloé Martin', 'Diego Sousa', 'Emma Schmidt', 'Farid Haddad', 'Greta Lind'];

export function AgentTransfer() {
  const { t } = useTranslation(NAMESPACE);
  const [team, setTeam] = useState<string[]>(['Ana Silva', 'Emma Schmidt']);
  const titles = [t('formElements.transfer.agents.available'), t('formElements.transfer.agents.team')];
  return (
    <div className="elements-scroll" role="region" aria-label={t('formElements.transfer.agents.region')} tabIndex={0}>
      <Transfer
        dataSource={AGENTS.map((name) => ({ key: name, title: name }))}
        // A list's title cut short in a narrow list shows in full on hover.
        titles={titles.map((title) => (
          <span key={title} title={title}>
            {title}
          </span>
        ))}
        targetKeys={team}
        onChange={(keys) => setTeam(keys as string[])}
        showSelectAll={false}
        // Named buttons (antd's hold only an arrow); the arrows turn round in a right-to-left page.
        actions={[
          <Button
            key="to"
            type="primary"
            size="small"
            icon={<RightOutlined aria-hidden className="elements-flip" />}
            aria-label={t('formElements.transfer.agents.toTeam')}
          />,
          <Button
            key="from"
            type="primary"
            size="small"
            icon={<LeftOutlined aria-hidden className="elements-flip" />}
            aria-label={t('formElements.transfer.agents.fromTeam')}
          />,
        ]}
      >
        {/* Each list drawn with labelled checkboxes (antd's own list leaves its boxes without a name). */}
        {({ direction, filteredItems, selectedKeys, onItemSelect }) => (
          <Flex
            vertical
            gap={4}
            className="elements-transfer-list"
            role="group"
            aria-label={titles[direction === 'left' ? 0 : 1]}
          >
            {filteredItems.map((item) => (
              <Checkbox
                key={item.key}
                checked={selectedKeys.includes(item.key)}
                onChange={(event) => onItemSelect(item.key, event.target.checked)}
              >
                {item.title}
              </Checkbox>
            ))}
          </Flex>
        )}
      </Transfer>
    </div>
  );
}
