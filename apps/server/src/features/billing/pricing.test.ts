import { describe, expect, it } from 'vitest';
import { chargeOf, cycleCharge, firstCharge, type PlanRow, toPlan } from './pricing.ts';
import { taxClassOf, usesTaxFreePlans } from './tax.ts';

const silver3: PlanRow = {
  id: 1,
  name: 'Silver 3',
  parentName: 'Silver',
  numberOfMonth: 3,
  priceMonth: '37.91',
  taxRate: '19.00',
  trialDays: 14,
  initialPrice: '1.00',
  planTag: null,
};

describe('prices', () => {
  it('charges a cycle as months × monthly price plus VAT, rounded once to the cent', () => {
    expect(cycleCharge(silver3)).toEqual({ net: 113.73, tax: 21.61, gross: 135.34 });
  });

  it('charges the trial’s initial price today, unless the plan is tagged ohne', () => {
    expect(firstCharge(silver3)).toEqual({ net: 1, tax: 0.19, gross: 1.19 });
    expect(firstCharge({ ...silver3, planTag: 'ohne' })).toEqual(cycleCharge(silver3));
  });

  it('describes a plan for the plan screen', () => {
    expect(toPlan(silver3, true)).toMatchObject({
      priceSummary: 113.73,
      trial: 14,
      initialPrice: 1,
      vat: 0.19,
      payToday: 1.19,
      checked: true,
    });
    expect(toPlan({ ...silver3, taxRate: '0.00', planTag: 'ohne' }, false)).toMatchObject({
      trial: 0,
      vat: 0,
      payToday: 113.73,
    });
  });

  it('rounds half-cent VAT up', () => {
    expect(chargeOf(250, 19)).toEqual({ net: 2.5, tax: 0.48, gross: 2.98 });
  });
});

describe('tax classes', () => {
  it('sorts buyers by country and VAT id', () => {
    expect(taxClassOf('DE', 'DE123')).toBe('domestic');
    expect(taxClassOf('at', 'ATU123')).toBe('euReverseCharge');
    expect(taxClassOf('AT', '')).toBe('euConsumer');
    expect(taxClassOf('CH', 'CHE-123')).toBe('nonEu');
    expect(usesTaxFreePlans('euReverseCharge')).toBe(true);
    expect(usesTaxFreePlans('euConsumer')).toBe(false);
  });
});
