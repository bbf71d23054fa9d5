// "Pick a contact": a select that searches the contacts on the server as one types (name or e-mail) and
// opens the picked contact in the conversation viewer. Opened without typing, it offers the contacts
// with the latest activity; while the viewer is open it names the contact shown.
import { Flex, Select, Spin, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectViewer, viewerActions } from '../chatReportViewer.slice';

export function ContactPicker() {
  const { t } = useTranslation('liveAgent');
  const dispatch = useDispatch();
  const { search, open, contact: shown } = useSelector(selectViewer);
  const options = search.results.map((contact) => ({
    value: contact.id,
    label: (
      <Flex vertical style={{ lineHeight: 1.3 }}>
        <Typography.Text>{contact.fullName}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {contact.email}
        </Typography.Text>
      </Flex>
    ),
    title: `${contact.fullName} <${contact.email}>`,
  }));
  const label = t('chatReport.contactPicker.label');

  return (
    <Select<number | null>
      aria-label={label}
      data-testid="contact-picker"
      style={{ width: 300, maxWidth: '100%' }}
      // The contact on screen while the viewer is open; empty (the placeholder) once it is closed.
      value={open && shown ? shown.id : undefined}
      labelRender={({ value, label }) => (shown && value === shown.id ? shown.fullName : label)}
      placeholder={t('chatReport.contactPicker.placeholder')}
      suffixIcon={<SearchOutlined />}
      showSearch={{ filterOption: false, onSearch: (q) => dispatch(viewerActions.searchContacts(q)) }}
      onOpenChange={(open) => {
        if (open && search.status === 'idle') dispatch(viewerActions.searchContacts(''));
      }}
      options={options}
      notFoundContent={
        search.status === 'loading' ? (
          <Spin size="small" description={t('chatReport.contactPicker.searching')} />
        ) : search.status === 'error' ? (
          <Typography.Text type="warning">{t('chatReport.contactPicker.failed')}</Typography.Text>
        ) : (
          t('chatReport.contactPicker.empty')
        )
      }
      onChange={(id) => {
        const contact = search.results.find((candidate) => candidate.id === id);
        if (contact) dispatch(viewerActions.selectContact(contact));
      }}
    />
  );
}
