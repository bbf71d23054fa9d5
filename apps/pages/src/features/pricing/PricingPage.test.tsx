// Pricing with real antd against the real Mirage route: the monthly figures, the annual switch (in the URL)
// showing 40 a month and 480 a year, the popular plan, the current plan and the questions.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

setupScreenTest();
silenceActWarnings();

const location = () => screen.getByTestId('location').textContent;
const price = (plan: string) => screen.getByTestId(`pricing-price-${plan}`).textContent;
const total = (plan: string) => screen.getByTestId(`pricing-total-${plan}`).textContent;

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('Pricing', () => {
  it('shows the monthly prices, then 40 a month and 480 a year when switched to annual', async () => {
    await renderRoute('/pages/pricing');
    await screen.findByTestId('pricing-plan-standard');
    expect([price('basic'), price('standard'), price('enterprise')]).toEqual([
      '$0.00/month',
      '$49.00/month',
      '$99.00/month',
    ]);
    expect(total('standard')).toBe('');

    fireEvent.click(screen.getByText('Annually'));
    await waitFor(() => expect(location()).toBe('/pages/pricing?billing=annual'));
    expect(price('standard')).toBe('$40.00/month');
    expect(total('standard')).toBe('$480.00 billed yearly');
    expect(price('enterprise')).toBe('$80.00/month');
    expect(total('enterprise')).toBe('$960.00 billed yearly');
    expect(total('basic')).toBe('Free forever');

    fireEvent.click(screen.getByText('Monthly'));
    await waitFor(() => expect(location()).toBe('/pages/pricing'));
    expect(price('standard')).toBe('$49.00/month');
  });

  it('writes the money the user’s language’s way', async () => {
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    await renderRoute('/pages/pricing?billing=annual');
    await screen.findByTestId('pricing-plan-standard');
    expect(price('standard')).toBe('40,00\u00a0$/Monat');
    expect(total('standard')).toBe('480,00\u00a0$ jährlich abgerechnet');
  });

  it('marks the popular plan and the current one, lists the benefits and answers the questions', async () => {
    await renderRoute('/pages/pricing');
    const standard = await screen.findByTestId('pricing-plan-standard');
    expect(within(standard).getByText('Popular')).toBeInTheDocument();
    expect(within(screen.getByTestId('pricing-plan-enterprise')).queryByText('Popular')).toBeNull();
    const basic = screen.getByTestId('pricing-plan-basic');
    expect(within(basic).getByText('Your plan')).toBeInTheDocument();
    expect(within(basic).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(within(standard).getByText('Unlimited responses')).toBeInTheDocument();
    fireEvent.click(within(standard).getByRole('button', { name: 'Upgrade' }));
    expect(
      await screen.findByText('Changing to Standard is not part of this demo: no payment is taken.'),
    ).toBeInTheDocument();
    const question = screen.getByRole('button', { name: /Can I switch between monthly and annual billing\?/ });
    fireEvent.click(question);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
  });
});
