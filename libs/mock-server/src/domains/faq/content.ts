// The FAQ and knowledge-base texts (docs/demo-api.md, FAQ; Knowledge base). Demo data in English, like the other
// demo records. One article carries hostile markup on purpose: the page must show it inert (ui-kit safe-html).
import type { FaqData, FaqGroupKey } from '@live-agent/contracts';

export const FAQ: Record<FaqGroupKey, Required<FaqData>[FaqGroupKey]> = {
  payment: {
    icon: 'credit-card',
    title: 'Payment',
    subtitle: 'Which payment methods are accepted and how billing works',
    qandA: [
      {
        question: 'Does my subscription automatically renew?',
        ans: 'Yes. Plans renew at the end of each billing period with the same payment method, until you cancel.',
      },
      {
        question: 'Can I store the credit card information?',
        ans: 'Card details are kept by our payment provider, never on our servers. You can replace the card at any time.',
      },
      {
        question: 'Which payment methods do you accept?',
        ans: 'Visa, Mastercard, American Express, PayPal and bank transfers for annual invoices.',
      },
      {
        question: 'Can I get a refund?',
        ans: 'Annual plans can be refunded within 30 days of purchase. Monthly plans are not refunded but can be cancelled at any time.',
      },
    ],
  },
  delivery: {
    icon: 'truck',
    title: 'Delivery',
    subtitle: 'When and how your order reaches you',
    qandA: [
      {
        question: 'Where has my order reached?',
        ans: 'Open My orders and choose the order: its tracking link shows where the parcel is right now.',
      },
      {
        question: 'How long does delivery take?',
        ans: 'Most parcels arrive within 3 to 5 working days; express shipping takes one or two.',
      },
      {
        question: 'Do you ship internationally?',
        ans: 'We ship to every country of the European Union, the United Kingdom, Brazil and Canada.',
      },
    ],
  },
  cancellationReturn: {
    icon: 'rollback',
    title: 'Cancellation & Return',
    subtitle: 'Changed your mind? Here is what to do',
    qandA: [
      {
        question: 'Can I cancel my order?',
        ans: 'An order can be cancelled until it is shipped. After that, return it within 14 days.',
      },
      {
        question: 'How do I return an item?',
        ans: 'Print the return label from My orders, pack the item in its box and drop it at any parcel point.',
      },
      {
        question: 'When will I get my refund?',
        ans: 'Refunds reach your card within 5 working days after the returned parcel is received.',
      },
    ],
  },
  myOrders: {
    icon: 'inbox',
    title: 'My Orders',
    subtitle: 'Order history, invoices and changes',
    qandA: [
      {
        question: 'Where can I find my invoices?',
        ans: 'Every order has a Download invoice button in My orders; invoices are PDF files.',
      },
      {
        question: 'Can I change the delivery address of an order?',
        ans: 'Yes, while the order is still being prepared. Contact support with the order number.',
      },
      {
        question: 'Why was my order split into several parcels?',
        ans: 'Items ship from different warehouses, so they may arrive separately. You pay shipping once.',
      },
    ],
  },
  productServices: {
    icon: 'setting',
    title: 'Product & Services',
    subtitle: 'Warranty, support and installation',
    qandA: [
      {
        question: 'How long is the warranty?',
        ans: 'Every product has a two-year warranty; some brands add a third year when you register the product.',
      },
      {
        question: 'Do you offer installation?',
        ans: 'Large appliances can be delivered and installed by our partners for a fixed fee.',
      },
      {
        question: 'How do I reach customer support?',
        ans: 'Write to support@demo.com or call us from Monday to Friday, 9:00 to 18:00.',
      },
    ],
  },
};

export interface ArticleSeed {
  slug: string;
  title: string;
  /** Days before the server's now the article was last changed. */
  updatedDaysAgo: number;
  /** Extra HTML of this article (a step list, a note). */
  body?: string;
}

export interface SectionSeed {
  title: string;
  icon: string;
  iconColor: string;
  articles: ArticleSeed[];
}

export interface CategorySeed {
  category: string;
  title: string;
  icon: string;
  desc: string;
  sections: SectionSeed[];
}

/** Markup a hostile author slipped into an article: it must never run, and never reach the page's DOM. */
export const HOSTILE_MARKUP =
  '<script>window.__xss=1</script><img src="x" onerror="window.__xss=1" alt="broken"><a href="javascript:window.__xss=1">Click here</a>' +
  '<p onclick="window.__xss=1">Some readers pasted this into an article by mistake.</p>';

// The few articles with a part of their own (the others get the general steps, articleHtml).
const SIGN_UP_STEPS =
  '<ol><li>Open the sign-up page.</li><li>Enter your e-mail address and a password.</li><li>Confirm the e-mail we send you.</li></ol>';
const ROLES_TABLE =
  '<table><thead><tr><th>Role</th><th>May</th></tr></thead><tbody><tr><td>Admin</td><td>Everything</td></tr><tr><td>Agent</td><td>Answer chats</td></tr></tbody></table>';
const ANNUAL_PRICE =
  '<p>Yes: the Standard plan costs <strong>40 a month</strong> when billed yearly instead of 49.</p>';
const WIDGET_SNIPPET =
  '<p>Paste this line before <code>&lt;/body&gt;</code>:</p><pre><code>&lt;script src="https://cdn.example.com/widget.js" async&gt;&lt;/script&gt;</code></pre>';

/** An article as a row of its section's table: slug, title, days since its last change, and its own part if any. */
type ArticleRow = [slug: string, title: string, updatedDaysAgo: number, body?: string];

const section = (title: string, icon: string, iconColor: string, rows: ArticleRow[]): SectionSeed => ({
  title,
  icon,
  iconColor,
  articles: rows.map(([slug, articleTitle, updatedDaysAgo, body]) => ({
    slug,
    title: articleTitle,
    updatedDaysAgo,
    body,
  })),
});

export const KNOWLEDGE_BASE: CategorySeed[] = [
  {
    category: 'getting-started',
    title: 'Getting started',
    icon: 'rocket',
    desc: 'Set up your account, invite your team and learn the basics of the dashboard.',
    sections: [
      section('Your account', 'user', 'primary', [
        ['create-an-account', 'How do I create an account?', 3, SIGN_UP_STEPS],
        ['change-your-password', 'How do I change my password?', 12],
        ['two-step-verification', 'What is two-step verification?', 40],
      ]),
      section('Your team', 'team', 'success', [
        ['invite-team-members', 'How do I invite team members?', 6],
        ['roles-and-permissions', 'Which roles and permissions exist?', 21, ROLES_TABLE],
        ['remove-a-member', 'How do I remove a member?', 55],
      ]),
    ],
  },
  {
    category: 'billing',
    title: 'Billing and plans',
    icon: 'wallet',
    desc: 'Invoices, payment methods, upgrades and refunds.',
    sections: [
      section('Payments', 'credit-card', 'warning', [
        ['update-payment-method', 'How do I update my payment method?', 2],
        ['download-invoices', 'Where can I download invoices?', 9],
        ['failed-payment', 'What happens when a payment fails?', 30, HOSTILE_MARKUP],
      ]),
      section('Plans', 'crown', 'info', [
        ['upgrade-your-plan', 'How do I upgrade my plan?', 4],
        ['annual-billing', 'Is annual billing cheaper?', 17, ANNUAL_PRICE],
        ['cancel-subscription', 'How do I cancel my subscription?', 60],
      ]),
    ],
  },
  {
    category: 'chat-widget',
    title: 'Chat widget',
    icon: 'message',
    desc: 'Put the chat on your website and make it look like your brand.',
    sections: [
      section('Installation', 'code', 'danger', [
        ['install-the-widget', 'How do I install the chat widget?', 1, WIDGET_SNIPPET],
        ['widget-on-mobile', 'Does the widget work on phones?', 14],
        ['widget-languages', 'Which languages does the widget speak?', 33],
      ]),
      section('Appearance', 'bg-colors', 'primary', [
        ['brand-colours', 'Can I use my brand colours?', 8],
        ['offline-message', 'What do visitors see when nobody is online?', 26],
        ['hide-the-widget', 'Can I hide the widget on some pages?', 45],
      ]),
    ],
  },
  {
    category: 'reports',
    title: 'Reports',
    icon: 'bar-chart',
    desc: 'Understand the figures of the dashboard and export them.',
    sections: [
      section('Figures', 'line-chart', 'success', [
        ['first-response-time', 'How is the first response time counted?', 5],
        ['satisfaction-score', 'What is the satisfaction score?', 19],
        ['missed-chats', 'Which chats count as missed?', 38],
      ]),
      section('Exports', 'download', 'warning', [
        ['export-to-csv', 'How do I export a report to CSV?', 7],
        ['scheduled-reports', 'Can reports be e-mailed on a schedule?', 23],
        ['report-time-zone', 'Which time zone do reports use?', 50],
      ]),
    ],
  },
];

/** The article's HTML: a lead paragraph about its question, its own part, and a closing tip. */
export function articleHtml(category: CategorySeed, article: ArticleSeed): string {
  return [
    `<p>This article answers <strong>${article.title}</strong> for everyone using ${category.title.toLowerCase()}.</p>`,
    article.body ??
      '<p>Open the settings page, choose the matching tab and follow the steps shown there. Changes are saved for your whole team at once.</p>',
    '<h3>Still stuck?</h3>',
    '<p>Write to <a href="mailto:support@demo.com">support@demo.com</a> and tell us what you tried; we answer within one working day.</p>',
  ].join('');
}
