// The todo-calendar remote as a user meets it inside the shell: tasks (add, edit, complete, delete and
// restore; filters, tags, search and sort kept in the URL) and the calendar (filters and view all, add on
// a clicked day, move by dragging, edit and delete). Mirage runs in the page, so each test starts from the seed.
import type { Locator, Page } from 'playwright-core';
import { SHELL, clickInPopup, eventually, pathOf, setupBrowser, waitForPath, signInFromMenu } from './support/session';

const { open } = setupBrowser();

const taskRows = (page: Page) => page.locator('.todo-list > .todo-item');
const taskTitles = (page: Page) => page.locator('.todo-list .todo-item-title').allInnerTexts();
const row = (page: Page, title: string) =>
  page.locator('.todo-item', { has: page.getByRole('button', { name: title, exact: true }) });
const taskDrawer = (page: Page) => page.getByTestId('task-drawer');
const filters = (page: Page) => page.getByLabel('Task filters');

async function openTasks(page: Page) {
  await signInFromMenu(page, 'todo', '/apps/todo');
  await eventually(async () => expect(await taskRows(page).count()).toBe(15));
}

describe('tasks', () => {
  test('add (title required), edit, complete, delete and restore a task', async () => {
    const page = await open();
    await openTasks(page);

    await filters(page).getByRole('button', { name: 'Add task' }).click();
    const drawer = taskDrawer(page);
    await drawer.getByText('New task').waitFor();
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer.getByText('The title is required.').waitFor();
    await drawer.getByLabel('Title').fill('Call the VIP customer back');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(async () => expect((await taskTitles(page))[0]).toBe('Call the VIP customer back'));
    expect(await taskRows(page).count()).toBe(16);

    await page.getByRole('button', { name: 'Call the VIP customer back', exact: true }).click();
    await drawer.getByText('Edit task').waitFor();
    await drawer.getByLabel('Title').fill('Call the VIP customer today');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await eventually(async () => expect((await taskTitles(page))[0]).toBe('Call the VIP customer today'));

    // The tick shows at once and stays: the list read the edit just before started, answering after the click, does
    // not show the box unticked for a moment (check() reads the box right after its click).
    await row(page, 'Call the VIP customer today').getByRole('checkbox').check();
    await filters(page).getByRole('menuitem', { name: 'Completed' }).click();
    await waitForPath(page, '/apps/todo/completed');
    await eventually(async () => expect(await taskTitles(page)).toContain('Call the VIP customer today'));

    await page.getByRole('button', { name: 'Call the VIP customer today', exact: true }).click();
    await drawer.getByRole('button', { name: 'Delete' }).click();
    await eventually(async () => expect(await taskTitles(page)).not.toContain('Call the VIP customer today'));

    await filters(page).getByRole('menuitem', { name: 'Deleted' }).click();
    await waitForPath(page, '/apps/todo/deleted');
    await row(page, 'Call the VIP customer today').getByRole('button', { name: 'Restore' }).click();
    await eventually(async () => expect(await taskTitles(page)).not.toContain('Call the VIP customer today'));
    await filters(page).getByRole('menuitem', { name: 'My tasks' }).click();
    await eventually(async () => expect((await taskTitles(page))[0]).toBe('Call the VIP customer today'));
  });

  test('marks a task important and finds it under Important', async () => {
    const page = await open();
    await openTasks(page);
    const title = (await taskTitles(page))[0];
    await row(page, title)
      .getByRole('button', { name: `Mark “${title}” important` })
      .click();
    await row(page, title)
      .getByRole('button', { name: `Unmark “${title}” important` })
      .waitFor();
    await filters(page).getByRole('menuitem', { name: 'Important' }).click();
    await waitForPath(page, '/apps/todo/important');
    // Only important tasks are listed once the Important list has loaded, the new one among them.
    await eventually(async () => {
      const pressed = await page
        .locator('.todo-item button[aria-pressed]')
        .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-pressed')));
      expect(pressed.length).toBeGreaterThan(1);
      expect(pressed.every((value) => value === 'true')).toBe(true);
      expect(await taskTitles(page)).toContain(title);
    });
  });

  test('filters by tag, searches and sorts; the URL keeps them across a reload', async () => {
    const page = await open();
    await openTasks(page);

    await filters(page).getByRole('menuitem', { name: 'High' }).click();
    await waitForPath(page, '/apps/todo/tag/high');
    await eventually(async () => {
      const count = await taskRows(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(15);
    });
    for (const item of await taskRows(page).all()) await item.locator('.ant-tag', { hasText: 'High' }).waitFor();

    // Typed at once: a search is written onto the address just chosen, even before the screen has drawn it.
    await filters(page).getByRole('menuitem', { name: 'My tasks' }).click();
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('chat');
    await eventually(async () =>
      expect(new URL(page.url())).toMatchObject({ pathname: '/apps/todo', search: '?q=chat' }),
    );
    await eventually(async () =>
      expect(await taskTitles(page)).toEqual([
        'Check the chatbot handoff rules',
        'Review the weekend chat transcripts',
      ]),
    );

    await page.getByRole('button', { name: /, sort tasks$/ }).click();
    await clickInPopup(page, page.getByRole('menuitem', { name: 'Title Z–A' }));
    await eventually(async () =>
      expect(await taskTitles(page)).toEqual([
        'Review the weekend chat transcripts',
        'Check the chatbot handoff rules',
      ]),
    );
    expect(new URL(page.url()).searchParams.get('sort')).toBe('title-desc');

    await page.reload();
    await eventually(async () =>
      expect(await taskTitles(page)).toEqual([
        'Review the weekend chat transcripts',
        'Check the chatbot handoff rules',
      ]),
    );
    expect(await page.getByRole('textbox', { name: 'Search tasks' }).inputValue()).toBe('chat');
    expect(pathOf(page)).toBe('/apps/todo');
  });
});

const calendarEvent = (page: Page, title: string) => page.locator('.fc-event', { hasText: title });
const dayCell = (page: Page, date: string) => page.locator(`.fc-daygrid-day[data-date="${date}"]`);
const eventDrawer = (page: Page) => page.getByTestId('event-drawer');

// The seed sits around today (the server's clock): a meeting today at 13:00, a doctor's appointment tomorrow.
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const TODAY = new Date();
const TODAY_ISO = localDay(TODAY);
// Two days away, staying in this month, for the drag.
const OTHER_DAY_ISO = localDay(
  new Date(TODAY.getFullYear(), TODAY.getMonth(), TODAY.getDate() + (TODAY.getDate() > 20 ? -2 : 2)),
);
const THIS_MONTH = TODAY.toLocaleString('en-US', { month: 'long', year: 'numeric' });
const TODAYS_MEETING = 'Meeting with the support leads';

async function openCalendar(page: Page) {
  await signInFromMenu(page, 'calendar', '/apps/calendar');
  // The seed sits around today: the calendar opens on this month.
  await page.getByText(THIS_MONTH).waitFor();
  await calendarEvent(page, TODAYS_MEETING).waitFor();
}

async function dragTo(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

describe('calendar', () => {
  test('calendar filters: one calendar off, view all off and on', async () => {
    const page = await open();
    await openCalendar(page);
    const sidebar = page.getByLabel('Calendar filters');
    await sidebar.getByLabel('Business').uncheck();
    await calendarEvent(page, TODAYS_MEETING).waitFor({ state: 'detached' });
    await calendarEvent(page, 'Doctor appointment').first().waitFor();
    expect(await sidebar.getByLabel('View all').isChecked()).toBe(false);

    await sidebar.getByLabel('View all').check();
    await calendarEvent(page, TODAYS_MEETING).waitFor();
    await sidebar.getByLabel('View all').uncheck();
    await eventually(async () => expect(await page.locator('.fc-event').count()).toBe(0));
    await sidebar.getByLabel('Personal').check();
    await calendarEvent(page, 'Doctor appointment').waitFor();
    expect(await page.locator('.fc-event', { hasText: TODAYS_MEETING }).count()).toBe(0);
  });

  test('add an event on a clicked day, move it by dragging, then delete it', async () => {
    const page = await open();
    await openCalendar(page);

    await dayCell(page, TODAY_ISO).click({ position: { x: 60, y: 50 } });
    const drawer = eventDrawer(page);
    await drawer.getByText('New event').waitFor();
    // The field speaks the user's date format (English: month/day/year); the form stores the ISO day.
    const [year, month, day] = TODAY_ISO.split('-');
    expect(await drawer.getByLabel('Start').inputValue()).toBe(`${month}/${day}/${year}`);
    await drawer.getByLabel('Title').fill('Support day');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await dayCell(page, TODAY_ISO).locator('.fc-event', { hasText: 'Support day' }).waitFor();
    // The drawer has finished closing: until then its mask takes the pointer.
    await drawer.waitFor({ state: 'hidden' });

    await dragTo(page, calendarEvent(page, 'Support day'), dayCell(page, OTHER_DAY_ISO));
    await dayCell(page, OTHER_DAY_ISO).locator('.fc-event', { hasText: 'Support day' }).waitFor();
    await page.getByText('Event updated').first().waitFor();
    // The server has it: the next load (after a filter round trip) still shows it on the new day.
    const sidebar = page.getByLabel('Calendar filters');
    await sidebar.getByLabel('Business').uncheck();
    await calendarEvent(page, 'Support day').waitFor({ state: 'detached' });
    await sidebar.getByLabel('Business').check();
    await dayCell(page, OTHER_DAY_ISO).locator('.fc-event', { hasText: 'Support day' }).waitFor();

    await calendarEvent(page, 'Support day').click();
    await drawer.getByText('Edit event').waitFor();
    await drawer.getByRole('button', { name: 'Delete' }).click();
    await clickInPopup(page, page.locator('.ant-popconfirm-buttons').getByRole('button', { name: 'Delete' }));
    await calendarEvent(page, 'Support day').waitFor({ state: 'detached' });
  });

  test('edit an event: the end may not be before the start; month, week, day and list views', async () => {
    const page = await open();
    await openCalendar(page);
    await calendarEvent(page, TODAYS_MEETING).click();
    const drawer = eventDrawer(page);
    await drawer.getByText('Edit event').waitFor();
    // The end is optional (a blank one is the start), and its label says so.
    const end = drawer.getByLabel(/^End\b/);
    await end.click();
    await end.fill('01/01/2025, 08:00');
    await end.press('Enter');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('The end must not be before the start.').waitFor();
    await drawer.getByRole('button', { name: 'Cancel' }).click();

    // FullCalendar's view buttons, by their stable classes.
    await page.locator('.fc-timeGridWeek-button').click();
    await page.locator('.fc-timeGridWeek-view').waitFor();
    await page.locator('.fc-timeGridDay-button').click();
    await page.locator('.fc-timeGridDay-view').waitFor();
    await page.locator('.fc-listMonth-button').click();
    await page.locator('.fc-list-event', { hasText: TODAYS_MEETING }).waitFor();
    await page.locator('.fc-dayGridMonth-button').click();
    await calendarEvent(page, TODAYS_MEETING).waitFor();
    expect(page.url().startsWith(SHELL)).toBe(true);
  });
});
