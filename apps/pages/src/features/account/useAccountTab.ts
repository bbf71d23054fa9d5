// What every account-settings tab does with its form: show the saved values (`valuesOf` the settings, again after
// each save of that tab), put the server's 422 messages under their fields, keep what is typed should the session
// end, and save.
import { useEffect, useEffectEvent } from 'react';
import { Form } from 'antd';
import { useDispatch } from 'react-redux';
import { profileChanged } from '@live-agent/auth';
import type { AccountSettings } from '@live-agent/contracts';
import { applyFieldErrors, useKeptFormDraft } from '@live-agent/ui-kit';
import { pagesApi, useAccountSettingsQuery, useSaveAccountTabMutation, type AccountTab } from '../../api';
import { written } from '../../feedback';

export function useAccountTab<V extends object>(tab: AccountTab, valuesOf: (settings: AccountSettings) => V) {
  const dispatch = useDispatch();
  const [form] = Form.useForm<V>();
  // The page's settings (the screen's own query: no request of its own).
  const { data: settings } = useAccountSettingsQuery();
  const [saveTab, { isLoading: saving }] = useSaveAccountTabMutation();

  // The saved values, first when they arrive and again after a save of this tab (not after another tab's save,
  // which would throw away what is being typed here); the password tab's are blank.
  const fill = (from: AccountSettings) => {
    form.resetFields();
    form.setFieldsValue(valuesOf(from) as never);
  };
  const fillArrived = useEffectEvent(() => settings && fill(settings));
  const arrived = settings !== undefined;
  useEffect(() => fillArrived(), [arrived]);

  // What is typed here is kept should the session end (docs/architecture.md, "Drafts kept when a session ends");
  // never the passwords.
  const { offer } = useKeptFormDraft(form, tab === 'password' || tab === 'connections' ? null : `account:${tab}`);

  const save = async (values: object) => {
    const outcome = await written(saveTab({ tab, values }).unwrap(), `account.toast.${tab}`);
    if (!outcome.done) return applyFieldErrors(form, outcome.fieldErrors);
    const saved = outcome.data;
    if (saved) {
      // The answer is the whole settings: they become the settings shown.
      dispatch(pagesApi.util.updateQueryData('accountSettings', undefined, () => saved) as never);
      // The name and picture saved are the signed-in user's: the navbar and every other place showing them follow.
      if (tab === 'general')
        dispatch(profileChanged({ fullName: saved.general.fullName, avatar: saved.general.avatar }));
    }
    const shown = saved ?? settings;
    if (shown) fill(shown);
  };

  return {
    form,
    /** The kept draft's notice, to show above the tab's fields. */
    offer,
    saving,
    save,
  };
}
