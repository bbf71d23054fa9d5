import { invoiceTotals } from './invoice';
import { moneyText, roundMoney } from './money';

describe('roundMoney', () => {
  it.each([
    [269.997, 270],
    [558.8931, 558.89],
    [0.125, 0.13],
    [2699.97, 2699.97],
    [0.1 + 0.2, 0.3],
    [-1.234, -1.23],
    [0, 0],
  ])('%p gives %p', (value, rounded) => {
    expect(roundMoney(value)).toBe(rounded);
  });
});

describe('moneyText', () => {
  it('writes two decimals after rounding to the cent', () => {
    expect(moneyText(724.5)).toBe('724.50');
    expect(moneyText(10)).toBe('10.00');
    expect(moneyText(2988.855)).toBe('2988.86');
    expect(moneyText(0.1 + 0.2)).toBe('0.30');
  });
});

describe('invoiceTotals', () => {
  it('sums cost × quantity, takes the discount off, adds the tax on the rest, rounding to the cent at each step', () => {
    // 2400 + 299.97 = 2699.97; −10 % = 269.997 → 270.00; tax 23 % of 2429.97 = 558.8931 → 558.89
    const items = [
      { cost: 1200, quantity: 2 },
      { cost: 99.99, quantity: 3 },
    ];
    expect(invoiceTotals(items, 10, 23)).toEqual({ subtotal: 2699.97, discount: 270, tax: 558.89, total: 2988.86 });
    expect(invoiceTotals([], 10, 23)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 });
  });
});
