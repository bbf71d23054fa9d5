import { invoiceTotals } from '@live-agent/contracts';
import { costOf, draftTotals, lineAmount, quantityOf } from './invoice.totals';

describe('the figures of an invoice being typed', () => {
  it('reads a figure as the server does, the same on every read', () => {
    for (let read = 0; read < 2; read += 1) {
      expect(costOf('12.5')).toBe(12.5);
      expect(costOf(12.5)).toBe(12.5);
      // Refused by the server's schema (negative, over-precise, not a number, none yet): counts for nothing.
      expect(costOf('-50')).toBe(0);
      expect(costOf('10.999')).toBe(0);
      expect(costOf('abc')).toBe(0);
      expect(costOf(null)).toBe(0);
      expect(quantityOf('2.5')).toBe(0);
      expect(quantityOf('3')).toBe(3);
    }
  });

  it('keeps reading right past the figures it remembers', () => {
    for (let cents = 1; cents <= 1200; cents += 1) expect(costOf((cents / 100).toFixed(2))).toBe(cents / 100);
    expect(costOf('-1')).toBe(0);
    expect(costOf('0.01')).toBe(0.01);
  });

  it('totals the lines with the server’s own rule', () => {
    const lines = [
      { cost: '100', quantity: '2' },
      { cost: '19.99', quantity: 3 },
      { cost: '-5', quantity: '1' },
    ];
    expect(draftTotals(lines, '10', '20')).toEqual(
      invoiceTotals(
        [
          { cost: 100, quantity: 2 },
          { cost: 19.99, quantity: 3 },
          { cost: 0, quantity: 1 },
        ],
        10,
        20,
      ),
    );
    expect(lineAmount({ cost: '19.99', quantity: 3 })).toBe(59.97);
  });
});
