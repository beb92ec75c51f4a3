import { describe, expect, it } from 'vitest';
import { fleetPartShare, fleetPartVehicles, generatedCompatibility } from './vehicle-compatibility.ts';

describe('generated vehicle usage lists', () => {
  const slots = Array.from({ length: fleetPartShare * 10 }, (_, slot) => slot);
  const sizes = slots.map((slot) => generatedCompatibility(7, slot).length);

  it('fit 3 to 40 vehicles, and a fleet part of 2,000 now and then', () => {
    expect(sizes.every((n) => (n >= 3 && n <= 40) || n === fleetPartVehicles)).toBe(true);
    const fleets = sizes.filter((n) => n === fleetPartVehicles).length;
    expect(fleets).toBeGreaterThan(0);
    expect(fleets).toBeLessThan(50);
  });

  it('are the same on every call', () => {
    const fleet = slots.find((slot) => sizes[slot] === fleetPartVehicles) ?? -1;
    expect(generatedCompatibility(7, fleet)).toEqual(generatedCompatibility(7, fleet));
    expect(generatedCompatibility(7, 3)).toEqual(generatedCompatibility(7, 3));
  });
});
