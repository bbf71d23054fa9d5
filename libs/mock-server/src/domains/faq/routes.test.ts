// The FAQ search rules, the knowledge-base look-ups, the pricing figures and the notify-me list, through the
// real Mirage server (docs/demo-api.md, FAQ; Knowledge base; Pricing; Coming soon).
import type {
  ComingSoonData,
  FaqData,
  KnowledgeBaseCard,
  KnowledgeBaseCategory,
  KnowledgeBaseQuestion,
  PricingData,
} from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { apiAs, getOk } from '../../testing';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const mock = serverPerTest(NOW);
const { tokens } = mock;

const as = (token?: string, language = 'en') => apiAs(token, language);
const admin = () => as(tokens.admin);

function faq(q?: string) {
  return getOk<FaqData>(admin(), '/faq/data', q === undefined ? {} : { q });
}

describe('FAQ search', () => {
  it('answers every group, in order, without a query', async () => {
    const all = await faq();
    expect(Object.keys(all)).toEqual(['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices']);
    expect(all.payment).toMatchObject({ icon: 'credit-card', title: 'Payment' });
    expect(all.payment!.qandA.length).toBeGreaterThanOrEqual(3);
    expect(await faq('   ')).toEqual(all);
  });

  it('finds a word in a question, in any case, and narrows the group to its matches', async () => {
    const found = await faq('REFUND');
    expect(Object.keys(found)).toEqual(['payment', 'cancellationReturn']);
    expect(found.payment!.qandA.map((item) => item.question)).toEqual(['Can I get a refund?']);
    expect(found.cancellationReturn!.qandA.map((item) => item.question)).toEqual(['When will I get my refund?']);
  });

  it('finds a word only in an answer', async () => {
    const found = await faq('parcel point');
    expect(Object.keys(found)).toEqual(['cancellationReturn']);
    expect(found.cancellationReturn!.qandA).toEqual([
      { question: 'How do I return an item?', ans: expect.stringContaining('parcel point') },
    ]);
  });

  it('answers nothing when nothing matches', async () => {
    expect(await faq('zeppelin')).toEqual({});
  });
});

describe('knowledge base', () => {
  it('lists the categories with their question counts, narrowed by q', async () => {
    const cards: KnowledgeBaseCard[] = (await admin().get('/faq/data/knowledge_base')).data;
    expect(cards.map((card) => card.category)).toEqual(['getting-started', 'billing', 'chat-widget', 'reports']);
    expect(cards.every((card) => card.questionCount === 6)).toBe(true);
    const narrowed: KnowledgeBaseCard[] = (await admin().get('/faq/data/knowledge_base', { params: { q: 'CSV' } }))
      .data;
    expect(narrowed.map((card) => card.category)).toEqual(['reports']);
    expect((await admin().get('/faq/data/knowledge_base', { params: { q: 'zeppelin' } })).data).toEqual([]);
  });

  it('answers the category asked for, 404 for an unknown one', async () => {
    const billing: KnowledgeBaseCategory = (
      await admin().get('/faq/data/category', { params: { category: 'billing' } })
    ).data;
    expect(billing.title).toBe('Billing and plans');
    expect(billing.sections.map((section) => section.title)).toEqual(['Payments', 'Plans']);
    expect(billing.sections[0].questions.map((question) => question.slug)).toEqual([
      'update-payment-method',
      'download-invoices',
      'failed-payment',
    ]);
    const reports: KnowledgeBaseCategory = (
      await admin().get('/faq/data/category', { params: { category: 'reports' } })
    ).data;
    expect(reports.title).toBe('Reports');
    for (const category of ['nope', 'constructor', '__proto__', '']) {
      expect([category, (await admin().get('/faq/data/category', { params: { category } })).status]).toEqual([
        category,
        404,
      ]);
    }
    expect((await admin().get('/faq/data/category')).status).toBe(404);
  });

  it('answers the question asked for within its category, dated before now; 404 otherwise', async () => {
    const response = await admin().get('/faq/data/question', {
      params: { category: 'billing', question: 'annual-billing' },
    });
    expect(response.status).toBe(200);
    const question: KnowledgeBaseQuestion = response.data;
    expect(question).toMatchObject({
      slug: 'annual-billing',
      category: 'billing',
      categoryTitle: 'Billing and plans',
      title: 'Is annual billing cheaper?',
    });
    expect(question.lastUpdated).toBe('2026-02-21T09:00:00.000Z');
    expect(question.content).toContain('<strong>40 a month</strong>');
    expect(question.relatedQuestions).toHaveLength(5);
    expect(question.relatedQuestions.map((link) => link.slug)).not.toContain('annual-billing');
    const other = (
      await admin().get('/faq/data/question', { params: { category: 'reports', question: 'export-to-csv' } })
    ).data as KnowledgeBaseQuestion;
    expect(other.title).toBe('How do I export a report to CSV?');
    // A question of another category, an unknown one, or none.
    for (const params of [
      { category: 'reports', question: 'annual-billing' },
      { category: 'billing', question: 'nope' },
      { category: 'nope', question: 'annual-billing' },
      { category: 'billing' },
    ]) {
      expect([params, (await admin().get('/faq/data/question', { params })).status]).toEqual([params, 404]);
    }
  });

  it('keeps the hostile markup of one article in its content, for the page to sanitise', async () => {
    const { data } = await admin().get('/faq/data/question', {
      params: { category: 'billing', question: 'failed-payment' },
    });
    expect(data.content).toContain('<script>');
    expect(data.content).toContain('onerror=');
  });
});

describe('pricing', () => {
  it('answers the theme’s figures, the popular plan, the current plan and the questions', async () => {
    const { data } = (await admin().get('/pricing/data')) as { data: PricingData };
    expect([data.basic.monthlyPrice, data.basic.yearlyPlan]).toEqual([0, { perMonth: 0, totalAnnual: 0 }]);
    expect([data.standard.monthlyPrice, data.standard.yearlyPlan]).toEqual([49, { perMonth: 40, totalAnnual: 480 }]);
    expect([data.enterprise.monthlyPrice, data.enterprise.yearlyPlan]).toEqual([
      99,
      { perMonth: 80, totalAnnual: 960 },
    ]);
    expect([data.basic.popular, data.standard.popular, data.enterprise.popular]).toEqual([false, true, false]);
    expect(data.currentPlan).toBe('basic');
    expect(data.currency).toBe('USD');
    expect(data.standard.planBenefits.length).toBeGreaterThan(2);
    expect(data.qandA.length).toBeGreaterThan(2);
  });
});

describe('coming soon', () => {
  it('puts the launch a fixed time after the server’s clock', async () => {
    const { data } = (await admin().get('/misc/coming-soon')) as { data: ComingSoonData };
    expect(data).toEqual({ now: NOW.toISOString(), launchAt: '2026-04-03T15:30:00.000Z' });
  });

  it('adds a valid e-mail once, refuses a bad one by the field in the user’s language', async () => {
    const first = await admin().post('/misc/notify', { email: '  ada@example.com ' });
    expect([first.status, first.data]).toEqual([201, { email: 'ada@example.com', added: true }]);
    const again = await admin().post('/misc/notify', { email: 'ADA@example.com' });
    expect([again.status, again.data.added]).toEqual([200, false]);
    expect(mock.server.db.notifySubscribers).toHaveLength(1);
    const bad = await admin().post('/misc/notify', { email: 'ada@' });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({ email: ['Enter a valid e-mail address.'] });
    const blank = await as(tokens.admin, 'de').post('/misc/notify', {});
    expect(blank.status).toBe(422);
    expect(blank.data.errors.email).toEqual([expect.any(String)]);
    expect(blank.data.errors.email[0]).not.toBe(bad.data.errors.email[0]);
    expect(mock.server.db.notifySubscribers).toHaveLength(1);
  });
});

describe('guard', () => {
  it('answers 401 without a token and 403 for a client, on every route', async () => {
    const gets = [
      '/faq/data',
      '/faq/data/knowledge_base',
      '/faq/data/category?category=billing',
      '/faq/data/question?category=billing&question=annual-billing',
      '/pricing/data',
      '/misc/coming-soon',
    ];
    for (const path of gets) {
      expect([path, (await as().get(path)).status]).toEqual([path, 401]);
      expect([path, (await as(tokens.client).get(path)).status]).toEqual([path, 403]);
    }
    expect((await as().post('/misc/notify', { email: 'ada@example.com' })).status).toBe(401);
    expect((await as(tokens.client).post('/misc/notify', { email: 'ada@example.com' })).status).toBe(403);
    expect(mock.server.db.notifySubscribers).toHaveLength(0);
  });
});
