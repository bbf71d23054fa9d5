// Chart colours from antd's palette, so charts match the rest of the console in light and dark skins.
// Status colours are fixed: the same status has the same colour on every chart and timeline.
export const SERIES_COLORS = ['#1677ff', '#13c2c2', '#faad14', '#eb2f96', '#52c41a', '#722ed1', '#fa541c', '#2f54eb'];

export const AGENT_STATUS_COLORS: Record<'online' | 'busy' | 'away' | 'offline', string> = {
  online: '#52c41a',
  busy: '#1677ff',
  away: '#faad14',
  offline: '#bfbfbf',
};

export const CONVERSATION_STATUS_COLORS: Record<string, string> = {
  bot: '#722ed1',
  queued: '#faad14',
  open: '#1677ff',
  on_hold: '#13c2c2',
  closed: '#52c41a',
  missed: '#ff4d4f',
  abandoned: '#eb2f96',
};

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];
