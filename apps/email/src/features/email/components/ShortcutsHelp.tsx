// The list of keyboard shortcuts, shown by `?` (useEmailShortcuts).
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export const SHORTCUTS = [
  ['j', 'next'],
  ['k', 'previous'],
  ['Enter', 'open'],
  ['x', 'select'],
  ['s', 'star'],
  ['#', 'trash'],
  ['r', 'reply'],
  ['c', 'compose'],
  ['/', 'search'],
  ['Esc', 'back'],
  ['?', 'help'],
] as const;

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shortcuts.title')} destroyOnHidden>
      <dl className="email-shortcuts" data-testid="shortcuts-help">
        {SHORTCUTS.map(([key, name]) => (
          <div key={key} className="email-shortcut">
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`shortcuts.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
