// What every account-settings tab does with its form: show the saved values (again after each save of that
// tab), put the server's 422 messages under their fields, keep what is typed should the session end, and save through
// the feature.
import { useEffect, useEffectEvent } from 'react';
import { Form } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { applyFieldErrors, useKeptFormDraft } from '@live-agent/ui-kit';
import type { AccountTab } from './account.api';
import { accountActions, accountFeature } from './account.feature';

export function useAccountTab<V extends object>(tab: AccountTab, initial: V | null) {
  const dispatch = useDispatch();
  const [form] = Form.useForm<V>();
  const state = useSelector(accountFeature.selectState);
  const fieldErrors = state.fieldErrors[tab];
  const savedCount = state.saved[tab] ?? 0;

  // The saved values, first when they arrive and again after a save of this tab (not after another tab's save,
  // which would throw away what is being typed here).
  const fill = useEffectEvent(() => {
    if (!initial) return;
    form.resetFields();
    form.setFieldsValue(initial as never);
  });
  const arrived = initial !== null;
  useEffect(() => fill(), [arrived, savedCount]);

  useEffect(() => applyFieldErrors(form, fieldErrors), [form, fieldErrors]);

  // What is typed here is kept should the session end (docs/architecture.md, "Drafts kept when a session ends");
  // never the passwords.
  const { offer } = useKeptFormDraft(form, tab === 'password' || tab === 'connections' ? null : `account:${tab}`);

  return {
    form,
    /** The kept draft's notice, to show above the tab's fields. */
    offer,
    saving: state.saving === tab,
    save: (values: object) => dispatch(accountActions.save({ tab, values })),
  };
}
