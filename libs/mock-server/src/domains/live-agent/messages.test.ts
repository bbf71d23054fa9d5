import { LIVE_AGENT_LANGUAGES, LIVE_AGENT_MESSAGES, messagesIn } from './messages';

describe('live-agent messages', () => {
  it('has every message in every language, translated', () => {
    const keys = Object.keys(LIVE_AGENT_MESSAGES).sort();
    for (const language of LIVE_AGENT_LANGUAGES) {
      const messages = messagesIn(language);
      expect(Object.keys(messages).sort()).toEqual(keys);
      if (language === 'en') continue;
      for (const key of keys) {
        const value = messages[key as keyof typeof messages];
        if (typeof value === 'string' && !['shortcutFormat'].includes(key)) {
          expect([key, value]).not.toEqual([key, LIVE_AGENT_MESSAGES[key as keyof typeof messages]]);
        }
      }
    }
  });

  it('names what uses a record, with singulars and plurals', () => {
    expect(
      LIVE_AGENT_MESSAGES.inUse('department', [
        ['agents', 5],
        ['queues', 2],
      ]),
    ).toBe('This department is used by 5 agents and 2 queues.');
    expect(LIVE_AGENT_MESSAGES.inUse('queue', [['agents', 1]])).toBe('This queue is used by 1 agent.');
    expect(
      LIVE_AGENT_MESSAGES.inUse('department', [
        ['agents', 1],
        ['admins', 2],
        ['workingTimes', 1],
      ]),
    ).toBe('This department is used by 1 agent, 2 admins and 1 working time.');
    expect(
      messagesIn('de').inUse('department', [
        ['agents', 5],
        ['queues', 1],
      ]),
    ).toBe('Diese Abteilung wird von 5 Agenten und 1 Warteschlange verwendet.');
    expect(messagesIn('fr').inUse('queue', [['agents', 3]])).toBe('Cette file d’attente est utilisée par 3 agents.');
    expect(messagesIn('pt').inUse('category', [['templates', 2]])).toBe('Esta categoria é usada por 2 modelos.');
  });

  it('summarises import errors by row count', () => {
    expect(LIVE_AGENT_MESSAGES.rowsSummary(1)).toBe('1 row has errors. Nothing was imported.');
    expect(LIVE_AGENT_MESSAGES.rowsSummary(3)).toBe('3 rows have errors. Nothing was imported.');
  });
});
