import { isHexColor, isIsoDate, isTemplateShortcut, isTime, isTimeZone } from '../rules/formats';
import { checkAgainst, type RuleSchema } from '../rules/schema';
import {
  agentBulkSchema,
  agentInputSchema,
  categoryInputSchema,
  commentInputSchema,
  departmentInputSchema,
  queueInputSchema,
  readRanges,
  readSpecialDays,
  reorderSchema,
  shiftInputSchema,
  templateInputSchema,
  workingTimeInputSchema,
} from './live-agent';
import { organizationSettingsSchema, organizationUpdateSchema } from './organization';
import { failures } from '../testing/failures';

const value = (schema: RuleSchema, input: unknown) => {
  const checked = checkAgainst(schema, input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return checked.value;
};

describe('live-agent formats', () => {
  it('knows times, dates, zones, colours and shortcuts', () => {
    expect(['00:00', '23:59', '09:30'].every(isTime)).toBe(true);
    expect(['24:00', '9:00', '12:60', 'noon', 930].some(isTime)).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(['2025-02-29', '2025-13-01', '15.01.2025', ''].some(isIsoDate)).toBe(false);
    expect(['UTC', 'Europe/Berlin', 'America/Sao_Paulo'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', '+02:00', 'Europe/Atlantis', ''].some(isTimeZone)).toBe(false);
    expect(['#1a2b3c', '#ABCDEF'].every(isHexColor)).toBe(true);
    expect(['blue', '#abc', '#1a2b3c4d', '1a2b3c'].some(isHexColor)).toBe(false);
    expect(['ok', 'a_b-9', 'x'.repeat(32)].every(isTemplateShortcut)).toBe(true);
    expect(['A', 'x', 'with space', 'x'.repeat(33), 'émoji'].some(isTemplateShortcut)).toBe(false);
  });
});

describe('the wire readers', () => {
  it('read numeric strings and yes/no words as the import and multipart send them; blank takes the default', () => {
    const department = value(departmentInputSchema, {
      name: ' Partners ',
      maxConcurrentChats: '12',
      isEnabled: '0',
      workingTimeId: '3',
      fallbackDepartmentId: '',
    });
    expect(department).toEqual({
      name: 'Partners',
      description: '',
      isEnabled: false,
      workingTimeId: 3,
      maxConcurrentChats: 12,
      fallbackDepartmentId: null,
      offlineMessage: '',
    });
    expect(value(departmentInputSchema, { name: 'x', maxConcurrentChats: '  ' })).toMatchObject({
      maxConcurrentChats: 5,
      isEnabled: true,
    });
  });

  it('refuse what is not a whole number in range, yes or no, a choice or an id', () => {
    for (const chats of [0, 21, 2.5, 'ten', -1, true])
      expect(failures(departmentInputSchema, { name: 'x', maxConcurrentChats: chats })).toEqual({
        maxConcurrentChats: [{ key: 'wholeNumber', values: { min: 1, max: 20 } }],
      });
    expect(failures(agentInputSchema, { fullName: 'x', email: 'x@y.co', isActive: 'maybe' })).toEqual({
      isActive: [{ key: 'boolean' }],
    });
    expect(
      failures(agentInputSchema, { fullName: 'x', email: 'x@y.co', status: 'sleeping', queueIds: [3, 'x'] }),
    ).toEqual({ status: [{ key: 'choice' }], queueIds: [{ key: 'reference' }] });
    expect(value(agentInputSchema, { fullName: 'x', email: 'x@y.co', queueIds: ['3', 3, 2] })).toMatchObject({
      queueIds: [3, 2],
      status: null,
      maxConcurrentChats: null,
    });
  });

  it('say "required" for a missing required value, whatever its kind', () => {
    expect(failures(queueInputSchema, {})).toEqual({
      name: [{ key: 'required' }],
      departmentId: [{ key: 'required' }],
      routing: [{ key: 'required' }],
    });
  });
});

describe('cross-field rules', () => {
  const queue = { name: 'Q', departmentId: 1, routing: 'auto' };

  it('a first-response target within the maximum wait (equal is fine), once both are whole numbers', () => {
    expect(failures(queueInputSchema, { ...queue, maxWaitSec: 60, slaFirstResponseSec: 61 })).toEqual({
      slaFirstResponseSec: [{ key: 'slaAboveMaxWait' }],
    });
    expect(checkAgainst(queueInputSchema, { ...queue, maxWaitSec: 60, slaFirstResponseSec: 60 }).ok).toBe(true);
    // The default wait (300 s) bounds the default target (60 s); a broken wait is reported alone.
    expect(failures(queueInputSchema, { ...queue, maxWaitSec: 0 })).toEqual({
      slaFirstResponseSec: [{ key: 'slaAboveMaxWait' }],
    });
    expect(failures(queueInputSchema, { ...queue, maxWaitSec: -5, slaFirstResponseSec: 61 })).toEqual({
      maxWaitSec: [{ key: 'wholeNumber', values: { min: 0, max: 86400 } }],
    });
    // Other broken fields do not hide it.
    expect(failures(queueInputSchema, { maxWaitSec: 60, slaFirstResponseSec: 61 })).toMatchObject({
      slaFirstResponseSec: [{ key: 'slaAboveMaxWait' }],
    });
  });

  it('a shift ends at another time than it starts; it may cross midnight', () => {
    const shift = { name: 'S', daysOfWeek: ['1', 3, 3], startTime: '23:00', endTime: '07:00' };
    expect(value(shiftInputSchema, shift)).toMatchObject({ daysOfWeek: [1, 3], timezone: null, breakMinutes: 0 });
    expect(failures(shiftInputSchema, { ...shift, endTime: '23:00' })).toEqual({ endTime: [{ key: 'sameStartEnd' }] });
    expect(failures(shiftInputSchema, { ...shift, daysOfWeek: [] })).toEqual({ daysOfWeek: [{ key: 'weekDays' }] });
    expect(failures(shiftInputSchema, { ...shift, daysOfWeek: [1, 7] })).toEqual({
      daysOfWeek: [{ key: 'weekDayRange' }],
    });
    expect(failures(shiftInputSchema, { ...shift, startTime: '9:00', timezone: 'Mars/Olympus' })).toEqual({
      startTime: [{ key: 'time' }],
      timezone: [{ key: 'timezone' }],
    });
  });

  it('a department-scope template or working time names its department', () => {
    const template = { title: 'T', shortcut: 'tt', body: 'B', scope: 'department' };
    expect(failures(templateInputSchema, template)).toEqual({ departmentId: [{ key: 'required' }] });
    expect(checkAgainst(templateInputSchema, { ...template, departmentId: '2' }).ok).toBe(true);
    expect(checkAgainst(templateInputSchema, { ...template, scope: 'global' }).ok).toBe(true);
    expect(failures(templateInputSchema, { ...template, shortcut: 'Bad Shortcut' })).toMatchObject({
      shortcut: [{ key: 'shortcutFormat' }],
    });
    expect(failures(workingTimeInputSchema, { name: 'H', scope: 'department' })).toEqual({
      departmentId: [{ key: 'required' }],
    });
  });

  it('an agents’ bulk assignment names its target; a reorder names at least one well-formed id', () => {
    expect(failures(agentBulkSchema, { ids: [1], action: 'assignQueue' })).toEqual({ value: [{ key: 'required' }] });
    expect(failures(agentBulkSchema, { ids: [], action: 'fly' })).toEqual({
      ids: [{ key: 'pickAtLeastOne' }],
      action: [{ key: 'choice' }],
    });
    expect(value(reorderSchema, { ids: ['2', 1, 2] })).toEqual({ ids: [2, 1] });
    expect(failures(reorderSchema, { ids: [1, 'x'] })).toEqual({ ids: [{ key: 'reference' }] });
  });
});

describe('opening hours', () => {
  it('weekly hours: each problem once, touching ranges fine, the good ones sorted', () => {
    expect(
      readRanges(
        [
          { day: 2, open: '11:00', close: '14:00' },
          { day: 1, open: '12:00', close: '14:00' },
          { day: '1', open: '08:00', close: '12:00' },
        ],
        true,
      ),
    ).toEqual({
      ranges: [
        { day: 1, open: '08:00', close: '12:00' },
        { day: 1, open: '12:00', close: '14:00' },
        { day: 2, open: '11:00', close: '14:00' },
      ],
      problems: [],
    });
    const broken = readRanges(
      [
        { day: 7, open: '08:00', close: '12:00' },
        { day: 1, open: '18:00', close: '08:00' },
        { day: 1, open: '08:00', close: '12:00' },
        { day: 1, open: '11:00', close: '13:00' },
      ],
      true,
    );
    expect(broken.problems).toEqual(['weekDayRange', 'openBeforeClose', 'hoursOverlap']);
    expect(failures(workingTimeInputSchema, { name: 'H', scope: 'organization', intervals: 'nope' })).toEqual({
      intervals: [{ key: 'time' }],
    });
  });

  it('special days: real dates, each once, closed or with hours, a short label; sorted', () => {
    expect(
      readSpecialDays([
        { date: '2025-12-31', intervals: [{ open: '09:00', close: '12:00' }], label: ' Eve ' },
        { date: '2025-12-26', closed: 'true', intervals: [{ open: '09:00', close: '12:00' }], label: 'Boxing Day' },
      ]),
    ).toEqual({
      days: [
        { date: '2025-12-26', closed: true, intervals: [], label: 'Boxing Day' },
        { date: '2025-12-31', closed: false, intervals: [{ open: '09:00', close: '12:00' }], label: 'Eve' },
      ],
      problems: [],
    });
    expect(
      readSpecialDays([
        { date: '2025-02-30', closed: true },
        { date: '2025-12-24', closed: true, label: 'x'.repeat(81) },
        { date: '2025-12-24', closed: false, intervals: [] },
        { date: '2025-12-25', closed: 'maybe' },
      ]).problems,
    ).toEqual([
      { key: 'date' },
      { key: 'maxLength', values: { max: 80 } },
      { key: 'dateOnce' },
      { key: 'specialHours' },
      { key: 'boolean' },
    ]);
  });
});

describe('texts', () => {
  it('a closing comment is 1 to 200 characters; a category colour is #rrggbb, lowercased, default when blank', () => {
    expect(failures(commentInputSchema, { text: '   ' })).toEqual({ text: [{ key: 'required' }] });
    expect(failures(commentInputSchema, { text: 'x'.repeat(201) })).toEqual({
      text: [{ key: 'length', values: { min: 1, max: 200 } }],
    });
    expect(value(categoryInputSchema, { name: 'C', color: ' #ABCDEF ' })).toMatchObject({ color: '#abcdef' });
    expect(value(categoryInputSchema, { name: 'C', color: '' })).toMatchObject({ color: '#7367f0', sortOrder: null });
    expect(failures(categoryInputSchema, { name: 'C', color: 'red' })).toEqual({ color: [{ key: 'hexColor' }] });
  });
});

describe('organisation', () => {
  it('checks only what is sent, each sent field required, multipart strings read', () => {
    expect(value(organizationUpdateSchema, { settings: { csatEnabled: '0', autoCloseIdleMinutes: '45' } })).toEqual({
      settings: { csatEnabled: false, autoCloseIdleMinutes: 45 },
    });
    expect(
      failures(organizationUpdateSchema, {
        name: '  ',
        locale: 'es',
        timezone: '+02:00',
        settings: { defaultMaxConcurrentChats: null, requireCategoryOnClose: 2, offlineMessage: 'x'.repeat(501) },
      }),
    ).toEqual({
      name: [{ key: 'required' }],
      locale: [{ key: 'choice' }],
      timezone: [{ key: 'timezone' }],
      'settings.defaultMaxConcurrentChats': [{ key: 'required' }],
      'settings.requireCategoryOnClose': [{ key: 'boolean' }],
      'settings.offlineMessage': [{ key: 'maxLength', values: { max: 500 } }],
    });
    // The form's fields are each required (its asterisks).
    expect(checkAgainst(organizationSettingsSchema.shape.defaultMaxConcurrentChats, undefined).ok).toBe(false);
  });
});
